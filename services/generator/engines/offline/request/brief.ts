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

export type StyleWord = 'minimal' | 'playful' | 'elegant' | 'bold' | 'mono' | 'modern' | 'retro' | 'corporate' | 'rustic';

export interface PageRequest {
  slug: string;
  lead: SectionId;
  /** The page's own name when the request gives one ("events"), shown as its title. */
  title?: string;
}

export interface Brief {
  text: string;
  lang: Lang;
  /** The business or site name, when the request gives one. */
  name: string | null;
  /** The product a company's page is about ("a landing page for Rocket, their backup tool"). */
  product: string | null;
  /** The person the site is for or by ("a homepage for me, Ana Ortiz"). */
  person: string | null;
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
  /** "A product page": the home page is the product, with its purchase controls. */
  productPage: boolean;
}
