// The document around the sections: head, skip link, header with the shared navigation, main,
// footer. Every page of a site is made by this one function, so navigation is identical.
import { escapeAttr, escapeHtml } from './html-text.ts';
import { icon } from './art.ts';
import type { RenderContext } from './render-context.ts';
import { themeToggleButton } from '../apps/widgets.ts';
import { faviconLink, pictureTag } from './picture.ts';

export interface PageInput {
  title: string;
  description: string;
  body: string;
  stylesheet: string;
  script: string | null;
  themeToggle: boolean;
  cartCount: boolean;
  /** Where the header's cart count links to. */
  cartHref: string;
}

const SOCIAL: [string, string, string][] = [
  [
    'Instagram',
    'https://www.instagram.com/',
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8a4 4 0 1 0 0-8zm5.5-1.5a1 1 0 1 0 0 2a1 1 0 1 0 0-2z',
  ],
  ['Facebook', 'https://www.facebook.com/', 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v7h4v-7h3l1-4h-4V8.5A.5.5 0 0 1 14 8z'],
  [
    'LinkedIn',
    'https://www.linkedin.com/',
    'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4a2 2 0 0 1 0-4zM10 9h4v2c.6-1.2 2-2.2 4-2.2c3 0 4 2 4 5.2V21h-4v-6c0-1.5-.4-2.6-1.8-2.6S14 13.5 14 15v6h-4z',
  ],
];

// The given logo stands for the name (its alt text); a wide one is a wordmark and replaces the
// written name, a squarer one is shown beside it, the name then visible but not read twice.
function brandMark(ctx: RenderContext): string {
  const logo = ctx.images?.logo;
  const name = escapeHtml(ctx.name);
  if (!logo) return `${icon(ctx.request.kind.icon, 26).replace('class="icon"', 'class="brand-icon"')}<span>${name}</span>`;
  const img = pictureTag(logo, { className: 'brand-logo', lazy: false });
  const wordmark = logo.width !== null && logo.height !== null && logo.width >= 2 * logo.height;
  return wordmark ? img : `${img}<span aria-hidden="true">${name}</span>`;
}

function header(ctx: RenderContext, input: PageInput): string {
  const { design, t } = ctx;
  const links = ctx.pageLinks
    .map((l) => `<li><a href="${escapeAttr(l.href)}"${l.current ? ' aria-current="page"' : ''}>${escapeHtml(l.label)}</a></li>`)
    .join('');
  const cart = input.cartCount
    ? `<a class="cart-indicator" href="${escapeAttr(input.cartHref)}">${escapeHtml(t.cart)} (<span data-cart-count>0</span>)</a>`
    : '';
  const toggle = input.themeToggle ? themeToggleButton(ctx) : '';
  return `<header class="site-header${design.headerSolid ? '' : ' header-plain'}">
<div class="wrap header-inner">
<a class="brand" href="index.html">${brandMark(ctx)}</a>
<div class="header-tools">${cart}${toggle}<button type="button" class="nav-toggle" data-nav-toggle aria-expanded="false" aria-controls="site-nav">${escapeHtml(t.menuButton)}</button></div>
<nav id="site-nav" class="site-nav" aria-label="${escapeAttr(t.primaryNav)}"><ul>${links}</ul></nav>
</div>
</header>`;
}

/** Links to the profiles and services the request names, written out by name. */
function namedProfiles(ctx: RenderContext): string {
  return ctx.request.links
    .map(
      (link) =>
        `<li><a class="profile-link" href="${escapeAttr(link.href)}" rel="noopener">${escapeHtml(link.label)}<span class="visually-hidden">: ${escapeHtml(ctx.name)}</span></a></li>`,
    )
    .join('');
}

function footer(ctx: RenderContext): string {
  const { t } = ctx;
  const social =
    ctx.request.links.length > 0
      ? namedProfiles(ctx)
      : SOCIAL.map(
          ([name, href, path]) =>
            `<li><a href="${href}" rel="noopener" aria-label="${escapeAttr(`${name}: ${ctx.name}`)}"><svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${path}"/></svg></a></li>`,
        ).join('');
  // The copyright is of the year the site is made (it said 2025 whatever the year until the twenty-first session).
  return `<footer class="site-footer">
<div class="wrap footer-inner">
<div><p><strong>${escapeHtml(ctx.name)}</strong></p><p>© ${new Date().getUTCFullYear()} ${escapeHtml(ctx.request.product && ctx.request.name ? ctx.request.name : ctx.name)}. ${escapeHtml(t.rights)}</p></div>
<div><p>${escapeHtml(t.follow)}</p><ul class="social">${social}</ul></div>
</div>
</footer>`;
}

export function renderPage(ctx: RenderContext, input: PageInput): string {
  const { design } = ctx;
  const classes = [`rhythm-${design.rhythm}`, `cards-${design.cards}`, design.uppercaseHeadings ? 'upper' : ''].filter(Boolean).join(' ');
  return `<!doctype html>
<html lang="${ctx.request.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)}</title>
<meta name="description" content="${escapeAttr(input.description)}">
${ctx.images?.icon ? faviconLink(ctx.images.icon) : '<link rel="icon" href="data:,">'}
<meta name="theme-color" content="${escapeAttr(design.palette.accent)}">
<link rel="stylesheet" href="${input.stylesheet}">
${input.script ? `<script src="${input.script}" defer></script>\n` : ''}</head>
<body class="${classes}">
<a class="skip-link" href="#main">${escapeHtml(ctx.t.skip)}</a>
${header(ctx, input)}
<main id="main">
${input.body}
</main>
${footer(ctx)}
</body>
</html>
`;
}
