// A new site from a request: parse, plan, design, render every page, then the stylesheet and
// script the pages need. Pure and deterministic; the engine streams what this returns.
import type { SiteFile } from '../../../../shared/files/site-file.ts';
import { languageForPath } from '../../../../shared/files/file-language.ts';
import { parseRequest, type SiteRequest } from './request/parse-request.ts';
import { hashText } from './request/seed.ts';
import { buildDesign } from './design/design.ts';
import { buildStylesheet } from './design/stylesheet.ts';
import { STRINGS } from './content/strings.ts';
import { planSite, type SitePlan } from './site-plan.ts';
import { renderSection } from './sections/registry.ts';
import { heroSection } from './sections/hero.ts';
import { renderPage } from './render/page.ts';
import type { PageLink, RenderContext } from './render/render-context.ts';
import { buildScript, type ScriptId } from './apps/scripts.ts';
import type { SectionId } from './sections/section-ids.ts';
import { escapeHtml } from './render/html-text.ts';
import { namedPageSection } from './sections/extras.ts';
import type { DesignToken } from '../../../../shared/design/design-tokens.ts';
import { givenImages } from './images/given-images.ts';
import { isImageFile } from '../given-pictures.ts';
import { placeImages, type PlacedImages } from './images/place-images.ts';
import { PICTURE_STYLES } from './render/picture.ts';
import { kindGender } from './content/kinds.ts';

export interface GeneratedSite {
  request: SiteRequest;
  plan: SitePlan;
  files: SiteFile[];
  /** Where the request's pictures went. */
  images: PlacedImages;
}

const NAV_LIMIT = 6;

/**
 * `given`: the request's pictures (issue 27), placed in the site and kept byte for byte at their
 * paths; `designTokens`: the brand the design follows.
 */
export function generateSite(
  query: string,
  { given = [], designTokens = [] }: { given?: readonly SiteFile[]; designTokens?: readonly DesignToken[] } = {},
): GeneratedSite {
  const request = parseRequest(query);
  const seed = hashText(query.trim().toLowerCase());
  const plan = planSite(request, seed);
  const images = placeImages(givenImages(given, query), plan);
  const design = buildDesign(request, seed, designTokens);
  const t = STRINGS[request.lang];
  const scripts = new Set<ScriptId>(['nav']);
  const multi = plan.pages.length > 1;
  const pageOf = (section: SectionId) => plan.pages.find((p) => p.sections.includes(section));
  const contactPage = pageOf('contact');
  const label = (section: SectionId) => request.headings[section] ?? t.titles[section] ?? section;
  const pageTitle = (p: SitePlan['pages'][number]) => p.title ?? p.label ?? label(p.sections[0]!);

  const files: SiteFile[] = [];
  for (const page of plan.pages) {
    const links: PageLink[] = multi
      ? plan.pages.map((p) => ({ href: p.file, label: p.slug === 'index' ? t.home : pageTitle(p), current: p === page }))
      : page.sections
          .filter((s) => s !== 'hero')
          .slice(0, NAV_LIMIT)
          .map((s) => ({ href: `#${s}`, label: label(s), current: false }));
    const ctx: RenderContext = {
      request,
      design,
      t,
      name: plan.name,
      kindLabel: request.kind.label[request.lang],
      english: request.lang === 'en',
      pageLinks: links,
      contactHref: contactPage
        ? contactPage === page
          ? '#contact'
          : `${contactPage.file}#contact`
        : page.sections.includes('booking')
          ? '#booking'
          : `#${page.sections[1] ?? 'main'}`,
      scripts,
      seed,
      count: (section, fallback) => request.counts[section] ?? fallback,
      itemsIn: plan.itemsIn,
      unpricedIn: plan.unpricedIn,
      images,
    };
    const intro =
      page.slug === 'index'
        ? ''
        : `<section class="section page-intro" aria-labelledby="page-title">\n<div class="wrap">\n<p class="eyebrow">${escapeHtml(plan.name)}</p>\n<h1 id="page-title">${escapeHtml(pageTitle(page))}</h1>\n</div>\n</section>\n`;
    const body =
      intro +
      (page.title ? namedPageSection(ctx, page.slug, page.title) : '') +
      page.sections
        .map((s, i) => (s === 'hero' ? heroSection(ctx, `#${page.sections[i + 1] ?? 'main'}`) : renderSection(s, ctx)))
        .join('\n');
    const lead =
      request.lang === 'en' ? request.kind.tagline : t.heroLead(ctx.kindLabel, request.place, kindGender(request.kind, request.lang));
    const title =
      page.slug === 'index'
        ? // "Brocante du village de Saint-Lary" names its town already: the title says it once.
          [plan.name, request.product ? request.name : null, request.place && !plan.name.includes(request.place) ? request.place : null]
            .filter((part) => part !== null)
            .join(' · ')
        : `${pageTitle(page)} · ${plan.name}`;
    const html = renderPage(ctx, {
      title,
      description: `${plan.name}: ${lead}`.slice(0, 300),
      body,
      stylesheet: 'styles.css',
      script: 'script.js',
      themeToggle: plan.themeToggle,
      cartCount: plan.cartCount,
      cartHref: cartHref(plan, page),
    });
    files.push(file(page.file, html));
  }
  if (plan.themeToggle) scripts.add('themeToggle');
  if (plan.cartCount) scripts.add('cart');
  const pictures = given.some(isImageFile);
  files.push(file('styles.css', buildStylesheet(design, plan.themeToggle) + (pictures ? PICTURE_STYLES : '')));
  files.push(file('script.js', buildScript(scripts)));
  // The caller's files stay as given, at their paths, unless the site needs that path itself.
  const made = new Set(files.map((f) => f.path));
  files.push(...given.filter((f) => !made.has(f.path)));
  return { request, plan, files, images };
}

function cartHref(plan: SitePlan, page: SitePlan['pages'][number]): string {
  const target = page.sections.includes('cart')
    ? page
    : (plan.pages.find((p) => p.sections.includes('cart')) ?? plan.pages.find((p) => p.sections.includes('product')) ?? page);
  const anchor = target.sections.includes('cart') ? '#cart' : '#product';
  return target === page ? anchor : `${target.file}${anchor}`;
}

function file(path: string, content: string): SiteFile {
  return { path, content, language: languageForPath(path) };
}
