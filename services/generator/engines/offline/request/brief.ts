// The brief: everything a request asks for, read once from its words, typed. The plan and every
// section render from this and never look at the raw text again, so what was understood is what
// is built, and the job's progress can say it back ("Understood: ...").
import type { Lang } from './language.ts';
import type { ColourRequest } from './colours.ts';
import type { KindCopy } from '../content/kinds.ts';
import type { SectionId } from '../sections/section-ids.ts';
import type { SiteLocale } from './locale.ts';
import type { Cuisine } from '../content/cuisines.ts';
import type { AskedFor } from './asked-for.ts';
import type { Fact } from './facts.ts';
import type { Person } from './people.ts';

export type StyleWord = 'minimal' | 'playful' | 'elegant' | 'bold' | 'mono' | 'modern' | 'retro' | 'corporate' | 'rustic';

export interface PageRequest {
  slug: string;
  lead: SectionId;
  /** The page's own name when the request gives one ("events"), shown as its title. */
  title?: string;
  /** The page's name as the request writes it ("About us", "Treatments"), shown in the navigation. */
  label?: string;
}

/** A link the request names ("order on DoorDash", "links to Instagram"): shown by name, pointing somewhere real. */
export interface NamedLink {
  label: string;
  href: string;
}

/** A thing the request lists (a service, dish, product, plan or feature), with its price when given. */
export interface ListedItem {
  name: string;
  /** In the site's currency; null when the request gave none. */
  price: number | null;
  /** What the price is for, when it is a measure ("kg", "jar"): shown beside it. */
  per?: string;
}

export interface Brief {
  text: string;
  lang: Lang;
  /** The business or site name, when the request gives one. */
  name: string | null;
  /** The product a company's page is about ("a landing page for Rocket, their backup tool"). */
  product: string | null;
  /** What the product is, in the request's words ("password manager for small teams"), when it says so. */
  about: string | null;
  /** The person the site is for or by ("a homepage for me, Ana Ortiz"). */
  person: string | null;
  /** The person's role or profession as written ("freelance illustrator", "dentist"). */
  role: string | null;
  kind: KindCopy;
  place: string | null;
  colours: ColourRequest;
  styles: StyleWord[];
  /** Sections and apps the request asks for, in the order first mentioned. */
  features: SectionId[];
  /** Extra pages for a multi-page site (empty for one page). */
  pages: PageRequest[];
  counts: Partial<Record<SectionId, number>>;
  /** Currency and date format of the place (or the language). */
  locale: SiteLocale;
  /** What a food place serves, when the request names a cuisine. */
  cuisine: Cuisine | null;
  /** Named things beyond the known sections: feature cards, profiles, form fields, what cannot be built. */
  asked: AskedFor;
  /** The things the request lists, in its order, with prices when given. */
  items: ListedItem[];
  /** The people of the team the request names ("Our teachers: Anna (vinyasa), Tom"), in the team section in place of stock ones. */
  people: Person[];
  /** The request asks for prices (a price list, or prices beside its items): every listed item shows one. */
  priced: boolean;
  /** Links the request names, each to the service's address (or the address the request writes out). */
  links: NamedLink[];
  /** A stay's two dates as the request words them ("check-in", "check-out"): the booking form asks for both. */
  stay: [string, string] | null;
  /** Dates, a phone number, an address, distances and opening days the request states, as written. */
  facts: Fact[];
  /** The business is new ("a start-up", "just opened"): stock copy claims no years of history. */
  isNew: boolean;
  /** "A product page": the home page is the product, with its purchase controls. */
  productPage: boolean;
  /** The listed items are introduced as features ("Key features: ...", "features to include: ..."): they fill the features section. */
  featureList: boolean;
  /** Section headings in the request's own words ("Line-up", "Speakers", "Packing list"), by section id. */
  headings: Partial<Record<string, string>>;
}
