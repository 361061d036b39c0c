// Request -> pages and the sections on each. The kind gives a sensible default page; what the
// request asks for is added (apps first on app-like kinds); a multi-page request moves sections
// onto their own pages.
import type { SiteRequest } from './request/parse-request.ts';
import { APP_SECTIONS, type SectionId } from './sections/section-ids.ts';
import { pick } from './request/seed.ts';
import { unpricedOffers } from './request/listed-items.ts';

export interface PagePlan {
  file: string;
  slug: string;
  sections: SectionId[];
  /** A page the request names that no section leads ("events"): its own title, and no sections. */
  title?: string;
  /** The name the request gives the page ("Prices" for the pricing page): its title in the navigation. */
  label?: string;
}
export interface SitePlan {
  name: string;
  pages: PagePlan[];
  themeToggle: boolean;
  cartCount: boolean;
  /** Where the request's listed items are shown: a price list, the services, pricing tiers or highlight cards. */
  itemsIn: SectionId | null;
  /** Where the items listed without a price go when the priced ones are the pricing tiers: the services. */
  unpricedIn: SectionId | null;
}

// What an app-like kind opens with when the request names no tool of its own.
const TOOL_DEFAULTS: Record<string, SectionId[]> = {
  dashboard: ['chart', 'table', 'explorer'],
  shop: ['cart'],
  productivity: ['todo', 'timer'],
  game: ['game'],
  school: ['explorer', 'quiz'],
  forum: ['explorer', 'signup'],
  jobs: ['explorer', 'multistep'],
  news: ['explorer'],
  blog: ['explorer'],
  email: ['explorer', 'multistep'],
  streaming: ['explorer'],
  travel: ['explorer', 'booking'],
  'real-estate': ['explorer'],
};

// The widgets, as section-ids.ts lists them (the theme toggle, also there, is taken out of the
// requested sections below and placed in the header).
const APPS = new Set<SectionId>(APP_SECTIONS);

// Sections that belong together when a page of their own is asked for.
const PAGE_COMPANIONS: Partial<Record<SectionId, SectionId[]>> = {
  contact: ['location', 'hours'],
  about: ['team', 'stats'],
  services: ['pricing'],
  menu: [],
  product: ['cart'],
};

const MAX_SECTIONS = 13;

export function planSite(request: SiteRequest, seed: number): SitePlan {
  // A company's page for its product is the product's page; the company is named beside it.
  const name = request.product ?? request.name ?? pick(request.kind.names, seed);
  const kindSections = request.kind.sections.filter((s) => s !== 'hero');
  const formSection: Record<string, SectionId> = {
    contact: 'contact',
    booking: 'booking',
    signup: 'signup',
    newsletter: 'newsletter',
    login: 'login',
  };
  const named = [
    ...(request.productPage ? ['product' as SectionId] : []),
    ...(request.asked.form ? [formSection[request.asked.form.target]!] : []),
    ...(request.asked.custom.length > 0 ? ['extras' as SectionId] : []),
    ...((request.asked.uploads.length > 0 || request.asked.messaging) && !request.asked.form ? ['contact' as SectionId] : []),
  ];
  const requested = unique([...request.features, ...named]).filter((f) => f !== 'hero' && f !== 'themeToggle');
  const requestedApps = requested.filter((f) => APPS.has(f));
  const apps = request.kind.tool && requestedApps.length === 0 ? (TOOL_DEFAULTS[request.kind.id] ?? ['explorer']) : requestedApps;
  const content = requested.filter((f) => !APPS.has(f));
  let sections: SectionId[];
  if (request.kind.tool) {
    sections = unique([...apps, ...content, ...kindSections]);
  } else {
    const base = unique([...kindSections, ...content]);
    const contactAt = base.indexOf('contact');
    sections = contactAt >= 0 ? unique([...base.slice(0, contactAt), ...apps, ...base.slice(contactAt)]) : unique([...base, ...apps]);
  }
  // Requested pieces always survive the cut; kind defaults fill the rest.
  const must = new Set<SectionId>([...requested, ...apps]);
  while (sections.length > MAX_SECTIONS) {
    const drop = [...sections].reverse().find((s) => !must.has(s) && s !== 'contact');
    if (!drop) break;
    sections = sections.filter((s) => s !== drop);
  }
  if (!sections.includes('contact') && !request.kind.tool) sections.push('contact');
  const itemsIn = itemsSection(request, sections);
  if (itemsIn === 'menu' && !sections.includes('menu')) {
    const at = sections.indexOf('extras') >= 0 ? sections.indexOf('extras') : sections.indexOf('contact');
    sections.splice(at >= 0 ? at : sections.length, 0, 'menu');
  }
  if (itemsIn !== null && itemsIn !== 'extras') sections = sections.filter((s) => s !== 'extras');
  // "We teach kids classes, adult beginners and advanced forms ... prices (kids £30/month, adults
  // £45/month)": the tiers take the priced things, and the things without a price are what is offered,
  // in the services rather than dropped (the kind's stock services stood there before).
  const unpricedIn: SectionId | null = itemsIn === 'pricing' && unpricedOffers(request.items).length > 0 ? 'services' : null;
  if (unpricedIn && !sections.includes('services')) sections.splice(Math.max(0, sections.indexOf('pricing')), 0, 'services');
  // A product page opens with the product and its purchase controls.
  if (request.productPage) sections = ['product', ...sections.filter((s) => s !== 'product')];
  const themeToggle = request.features.includes('themeToggle');
  const cartCount = sections.includes('cart') || sections.includes('product');

  if (request.pages.length === 0) {
    return {
      name,
      pages: [{ file: 'index.html', slug: 'index', sections: ['hero', ...sections] }],
      themeToggle,
      cartCount,
      itemsIn,
      unpricedIn,
    };
  }
  const pages: PagePlan[] = [];
  const taken = new Set<SectionId>();
  // A section that leads a named page is no companion on another ("Services" does not take "Prices").
  const leads = new Set(request.pages.filter((page) => !page.title).map((page) => page.lead));
  for (const page of request.pages) {
    const label = page.label ? { label: page.label } : {};
    if (page.title) {
      pages.push({ file: `${page.slug}.html`, slug: page.slug, sections: [], title: page.title, ...label });
      continue;
    }
    const companions = (PAGE_COMPANIONS[page.lead] ?? []).filter((c) => (sections.includes(c) || c === 'location') && !leads.has(c));
    const own = unique([page.lead, ...companions]).filter((s) => !taken.has(s));
    if (own.length === 0) continue;
    for (const s of own) taken.add(s);
    pages.push({ file: `${page.slug}.html`, slug: page.slug, sections: own, ...label });
  }
  const home = sections.filter((s) => !taken.has(s));
  return {
    name,
    pages: [{ file: 'index.html', slug: 'index', sections: ['hero', ...(home.length > 0 ? home : ['about' as SectionId])] }, ...pages],
    themeToggle,
    cartCount,
    itemsIn,
    unpricedIn,
  };
}

/**
 * The listed items take the place of the kind's stock copy: priced items make the price list (or
 * the pricing tiers, when plans were asked for), other items the services (or a product's features); else they are cards.
 */
function itemsSection(request: SiteRequest, sections: SectionId[]): SectionId | null {
  if (request.items.length === 0) return null;
  if (request.priced) return sections.includes('pricing') && !sections.includes('menu') ? 'pricing' : 'menu';
  if (request.featureList && sections.includes('features')) return 'features';
  return sections.includes('services') ? 'services' : sections.includes('features') ? 'features' : 'extras';
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}
