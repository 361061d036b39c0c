// styles.css of a generated site. Custom properties carry the design, so an edit can recolour a
// site by changing a handful of declarations, and the component rules work unchanged on pages
// added later (or, scoped under `.sw-added`, on sites the engine did not make).
import type { Design } from './design.ts';
import type { Palette } from './palette.ts';
import { colord } from 'colord';

export function variablesCss(palette: Palette, selector: string, design?: Design): string {
  const lines = [
    `  --bg: ${palette.bg};`,
    `  --surface: ${palette.surface};`,
    `  --text: ${palette.text};`,
    `  --muted: ${palette.muted};`,
    `  --border: ${palette.border};`,
    `  --accent: ${palette.accent};`,
    `  --on-accent: ${palette.onAccent};`,
    `  --accent-ink: ${palette.accentInk};`,
    `  --second: ${palette.second};`,
    `  --soft: ${palette.soft};`,
  ];
  if (design) {
    lines.push(
      `  --font-body: ${design.bodyFont};`,
      `  --font-heading: ${design.headingFont};`,
      `  --scale: ${design.scale};`,
      `  --radius: ${design.brand?.radius ?? `${design.radius}px`};`,
      `  --width: ${design.width}rem;`,
    );
    if (design.brand?.fontSize) lines.push(`  --font-size: ${design.brand.fontSize};`);
    if (design.brand?.space) lines.push(`  --space: ${design.brand.space};`);
  }
  return `${selector} {\n${lines.join('\n')}\n}`;
}

/** Dark variables for the dark-mode toggle, derived from the light ones. */
export function darkVariablesCss(palette: Palette): string {
  const bg = '#121417';
  const surface = '#1c1f24';
  const accentInk = colord(palette.accent).contrast(bg) >= 4.5 ? palette.accent : colord(palette.accent).lighten(0.25).toHex();
  return `html.theme-dark {\n  --bg: ${bg};\n  --surface: ${surface};\n  --text: #eceff3;\n  --muted: #b4bac3;\n  --border: #343a42;\n  --accent-ink: ${colord(accentInk).contrast(surface) >= 4.5 ? accentInk : '#9ecbff'};\n  --soft: #23272d;\n}`;
}

export const COMPONENT_CSS = `*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; background-color: var(--bg); }
body { margin: 0; font-family: var(--font-body, system-ui, sans-serif); font-size: 1.0625rem; line-height: 1.6; color: var(--text); background-color: var(--bg); overflow-wrap: break-word; }
img, svg { max-width: 100%; }
h1, h2, h3 { font-family: var(--font-heading, inherit); line-height: 1.15; margin: 0 0 0.6em; overflow-wrap: anywhere; }
h1 { font-size: clamp(2.1rem, calc(1rem * var(--scale, 1.25) * var(--scale, 1.25) * var(--scale, 1.25) * 1.6), 4.2rem); letter-spacing: -0.02em; }
h2 { font-size: clamp(1.6rem, calc(1rem * var(--scale, 1.25) * var(--scale, 1.25) * 1.25), 2.8rem); }
h3 { font-size: calc(1rem * var(--scale, 1.25)); }
p { margin: 0 0 1em; }
a { color: var(--accent-ink); text-underline-offset: 0.2em; }
a:hover { text-decoration-thickness: 2px; }
:focus-visible { outline: 3px solid var(--accent-ink); outline-offset: 2px; }
.wrap { width: min(100% - 2.5rem, var(--width, 70rem)); margin-inline: auto; }
.visually-hidden { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.skip-link { position: absolute; left: 1rem; top: -4rem; padding: 0.6rem 1rem; background: var(--surface); color: var(--text); z-index: 20; border-radius: var(--radius, 6px); }
.skip-link:focus { top: 1rem; }
.site-header { position: sticky; top: 0; z-index: 10; background-color: var(--accent); color: var(--on-accent); }
.site-header.header-plain { background-color: var(--bg); color: var(--text); border-bottom: 3px solid var(--accent); }
.header-inner { display: flex; align-items: center; justify-content: space-between; gap: 1rem; padding-block: 0.8rem; flex-wrap: wrap; }
.brand { font-family: var(--font-heading, inherit); font-weight: 700; font-size: 1.25rem; color: inherit; text-decoration: none; display: inline-flex; align-items: center; gap: 0.5rem; }
.brand svg { fill: none; stroke: currentColor; stroke-width: 1.6; stroke-linecap: round; stroke-linejoin: round; }
.site-nav ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1.1rem; }
.site-nav a { color: inherit; text-decoration: none; font-weight: 600; padding: 0.3rem 0; border-bottom: 2px solid transparent; }
.site-nav a:hover, .site-nav a[aria-current="page"] { border-bottom-color: currentColor; }
.nav-toggle, .theme-toggle, .cart-indicator { font: inherit; color: inherit; background: transparent; border: 2px solid currentColor; border-radius: var(--radius, 6px); padding: 0.35rem 0.8rem; cursor: pointer; }
.nav-toggle { display: none; }
.header-tools { display: flex; gap: 0.6rem; align-items: center; }
.icon { fill: none; stroke: var(--accent-ink); stroke-width: 1.6; stroke-linecap: round; stroke-linejoin: round; flex: none; }
.section { padding-block: clamp(3rem, 8vw, 6rem); }
.rhythm-alternate .section:nth-of-type(even) { background-color: var(--surface); }
.rhythm-divided .section + .section { border-top: 1px solid var(--border); }
.lead { font-size: 1.15rem; color: var(--muted); max-width: 40rem; }
.eyebrow { text-transform: uppercase; letter-spacing: 0.12em; font-size: 0.85rem; font-weight: 700; color: var(--accent-ink); }
.hero { padding-block: clamp(3rem, 9vw, 7rem); }
.section.page-intro { padding-block: clamp(2.5rem, 6vw, 4rem) 0; }
.hero-inner { display: grid; gap: 2.5rem; align-items: center; grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr)); }
.hero-lead { font-size: 1.25rem; color: var(--muted); max-width: 36rem; }
.facts { list-style: none; padding: 0; margin: 0 0 1.25rem; display: flex; flex-wrap: wrap; gap: 0.4rem 1.25rem; font-weight: 600; }
.facts a { color: inherit; }
.hero-art { display: block; width: 100%; height: auto; aspect-ratio: 5 / 4; border-radius: calc(var(--radius, 6px) * 2); }
.hero-centered .hero-inner { grid-template-columns: 1fr; text-align: center; justify-items: center; }
.hero-centered .hero-lead { margin-inline: auto; }
.hero-centered .hero-media { width: min(100%, 34rem); }
.hero-band { background-color: var(--accent); color: var(--on-accent); }
.hero-band .eyebrow, .hero-band .hero-lead { color: inherit; }
.hero-band .button { background-color: var(--on-accent); color: var(--accent); border-color: var(--on-accent); }
.hero-band .button-ghost { background: transparent; color: var(--on-accent); }
.hero-poster h1 { font-size: clamp(2.6rem, 9vw, 5.5rem); }
.hero-poster .hero-media { order: -1; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.hero-centered .actions { justify-content: center; }
.button { display: inline-block; font: inherit; font-weight: 700; text-decoration: none; cursor: pointer; padding: 0.75rem 1.4rem; border-radius: var(--radius, 6px); border: 2px solid var(--accent); background-color: var(--accent); color: var(--on-accent); }
.button:hover { filter: brightness(1.08); }
.button-ghost { background-color: transparent; color: var(--accent-ink); border-color: currentColor; }
.link-button { font: inherit; background: none; border: 0; padding: 0.2rem 0.4rem; color: var(--accent-ink); text-decoration: underline; cursor: pointer; }
.cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 1.25rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr)); }
.card { background-color: var(--surface); border-radius: var(--radius, 6px); padding: 1.5rem; color: var(--text); }
.cards-shadow .card { box-shadow: 0 1px 2px rgb(0 0 0 / 0.08), 0 8px 24px rgb(0 0 0 / 0.08); }
.cards-outline .card { border: 1px solid var(--border); }
.cards-tinted .card { background-color: var(--soft); }
.cards-stripe .card { border-top: 5px solid var(--accent); }
.card h3 { margin-top: 0.5rem; }
.card p:last-child { margin-bottom: 0; }
.split { display: grid; gap: 2rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr)); align-items: start; }
.checks { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.8rem; }
.checks li { padding-left: 1.6rem; position: relative; }
.checks li::before { content: ""; position: absolute; left: 0; top: 0.45em; width: 0.8rem; height: 0.8rem; border-radius: 50%; background-color: var(--accent); }
.menu-list { list-style: none; padding: 0; margin: 0; display: grid; gap: 0 2.5rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr)); }
.menu-item { display: flex; justify-content: space-between; gap: 1rem; padding-block: 1rem; border-bottom: 1px dashed var(--border); }
.menu-item h3 { font-size: 1.1rem; margin: 0 0 0.2rem; }
.menu-item p { margin: 0; color: var(--muted); }
.price, .menu-item .price { font-weight: 700; color: var(--accent-ink); white-space: nowrap; }
.tier { display: flex; flex-direction: column; gap: 0.5rem; }
.tier .button { margin-top: auto; text-align: center; }
.tier-popular { outline: 3px solid var(--accent); }
.badge { display: inline-block; align-self: flex-start; background-color: var(--accent); color: var(--on-accent); padding: 0.15rem 0.6rem; border-radius: 999px; font-size: 0.85rem; font-weight: 700; margin: 0; }
.tier-price strong { font-size: 2rem; }
.tier-price span { color: var(--muted); }
.perks { padding-left: 1.2rem; margin: 0 0 1rem; }
.quotes blockquote { margin: 0 0 1rem; font-size: 1.1rem; }
.quotes figure { margin: 0; }
.quotes figcaption { display: flex; align-items: center; gap: 0.75rem; font-weight: 700; }
.avatar { width: 3rem; height: 3rem; flex: none; }
.person { text-align: center; }
.person .avatar { width: 5rem; height: 5rem; }
.stats { display: grid; gap: 1.5rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr)); margin: 0; }
.stats div { display: flex; flex-direction: column-reverse; }
.stats dd { margin: 0; font-size: 2.6rem; font-weight: 800; font-family: var(--font-heading, inherit); color: var(--accent-ink); }
.stats dt { color: var(--muted); }
.faq-list { display: grid; gap: 0.75rem; max-width: 48rem; }
details { background-color: var(--surface); border: 1px solid var(--border); border-radius: var(--radius, 6px); padding: 0.9rem 1.2rem; }
summary { cursor: pointer; font-weight: 700; }
details p { margin: 0.75rem 0 0; }
.gallery { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr)); }
.gallery figure { margin: 0; }
.gallery figcaption { font-size: 0.95rem; color: var(--muted); margin-top: 0.4rem; }
.tile, .thumb { display: block; width: 100%; padding: 0; border: 0; background: none; cursor: zoom-in; border-radius: var(--radius, 6px); overflow: hidden; }
.tile svg, .thumb svg, .product-main svg { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; }
.lightbox, .modal { border: 0; border-radius: var(--radius, 6px); padding: 1.25rem; width: min(92vw, 46rem); background-color: var(--surface); color: var(--text); }
.lightbox::backdrop, .modal::backdrop { background: rgb(0 0 0 / 0.7); }
.lightbox-frame svg { display: block; width: 100%; height: auto; }
.lightbox-controls { display: flex; flex-wrap: wrap; gap: 0.5rem; justify-content: flex-end; }
.form { display: grid; gap: 1rem; }
.form-grid { grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr)); align-items: end; }
.form-grid .form-status, .form-grid .note { grid-column: 1 / -1; }
.form-inline { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: flex-end; }
.form-inline .field { flex: 1 1 14rem; }
.field { display: grid; gap: 0.35rem; }
.field label, fieldset legend { font-weight: 700; }
input, textarea, select { font: inherit; color: var(--text); background-color: var(--bg); border: 2px solid var(--border); border-radius: var(--radius, 6px); padding: 0.6rem 0.75rem; width: 100%; max-width: 100%; }
input[type="checkbox"], input[type="radio"] { width: auto; accent-color: var(--accent); }
input[aria-invalid="true"], textarea[aria-invalid="true"] { border-color: #b00020; }
.field-error { color: #b00020; font-weight: 700; margin: 0; }
.theme-dark .field-error { color: #ff8a80; }
.form-status { font-weight: 700; color: var(--accent-ink); min-height: 1em; }
.note, .muted { color: var(--muted); font-size: 0.95rem; }
fieldset { border: 1px solid var(--border); border-radius: var(--radius, 6px); padding: 1rem; margin: 0; }
.choice { display: flex; gap: 0.5rem; align-items: center; padding: 0.3rem 0; }
.contact-details { font-style: normal; }
.table-scroll { overflow-x: auto; max-width: 100%; }
.data-table, .hours { border-collapse: collapse; width: 100%; background-color: var(--surface); }
.data-table th, .data-table td, .hours th, .hours td { text-align: left; padding: 0.6rem 0.8rem; border-bottom: 1px solid var(--border); }
.data-table thead th { background-color: var(--accent); color: var(--on-accent); }
.hours { max-width: 30rem; }
.sort-button { font: inherit; font-weight: 700; color: inherit; background: none; border: 0; padding: 0; cursor: pointer; }
.sort-button::after { content: " ↕"; }
.map { display: block; width: 100%; height: auto; border-radius: var(--radius, 6px); }
.with-icon { display: flex; gap: 0.5rem; align-items: flex-start; }
.with-sidebar { display: grid; gap: 2rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr)); }
@media (min-width: 60rem) { .with-sidebar { grid-template-columns: 3fr 1fr; } }
.posts { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; }
.meta { color: var(--muted); font-size: 0.9rem; }
.read-more { font-weight: 700; color: var(--accent-ink); }
.sidebar { display: grid; gap: 1rem; align-content: start; }
.chips { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 0.5rem; }
.chip { font: inherit; border: 2px solid var(--accent); color: var(--accent-ink); background: transparent; border-radius: 999px; padding: 0.2rem 0.8rem; cursor: pointer; }
.chip[aria-pressed="true"] { background-color: var(--accent); color: var(--on-accent); }
.product-gallery { display: grid; gap: 0.75rem; }
.thumbs { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(3, 1fr); gap: 0.5rem; }
.thumb[aria-pressed="true"] { outline: 3px solid var(--accent); }
.product-price { font-size: 1.8rem; font-weight: 800; color: var(--accent-ink); }
.product-info input { max-width: 7rem; }
.countdown { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 0.75rem; text-align: center; }
.countdown div { background-color: var(--accent); color: var(--on-accent); border-radius: var(--radius, 6px); padding: 1rem 0.25rem; }
.count { display: block; font-size: clamp(1.6rem, 6vw, 3rem); font-weight: 800; font-variant-numeric: tabular-nums; }
.unit { font-size: 0.85rem; }
.app { display: grid; gap: 1rem; }
.toolbar { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr)); }
.facts { display: grid; gap: 0.2rem; margin: 0; }
.facts div { display: flex; justify-content: space-between; gap: 1rem; }
.facts dt { color: var(--muted); }
.facts dd { margin: 0; font-weight: 700; }
.todo-list { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.4rem; }
.todo-list li { display: flex; gap: 0.6rem; align-items: center; }
.todo-list label { flex: 1; }
.todo-list .done label { text-decoration: line-through; color: var(--muted); }
.calculator { max-width: 22rem; }
.calc-display { display: block; font-size: 2.2rem; text-align: right; padding: 0.5rem 0.75rem; background-color: var(--bg); border-radius: var(--radius, 6px); font-variant-numeric: tabular-nums; overflow-x: auto; }
.calc-keys { display: grid; grid-template-columns: repeat(4, 1fr); gap: 0.5rem; }
.calc-key { font: inherit; font-size: 1.3rem; padding: 0.8rem 0; border-radius: var(--radius, 6px); border: 1px solid var(--border); background-color: var(--bg); color: var(--text); cursor: pointer; }
.calc-op, .calc-clear { background-color: var(--accent); color: var(--on-accent); border-color: var(--accent); }
.calc-clear { grid-column: 1 / -1; }
.timer-display { font-size: clamp(3rem, 14vw, 5.5rem); font-weight: 800; font-variant-numeric: tabular-nums; margin: 0; }
.timer .field { max-width: 10rem; }
.tabs [role="tablist"] { display: flex; flex-wrap: wrap; gap: 0.4rem; border-bottom: 2px solid var(--border); margin-bottom: 1rem; }
.tabs [role="tab"] { font: inherit; font-weight: 700; background: none; color: var(--text); border: 0; border-bottom: 3px solid transparent; padding: 0.5rem 0.9rem; cursor: pointer; }
.tabs [role="tab"][aria-selected="true"] { border-bottom-color: var(--accent); color: var(--accent-ink); }
.chart svg { display: block; width: 100%; height: auto; }
.chart { margin: 0; }
.shop .products .card { display: grid; gap: 0.5rem; }
.cart-lines { list-style: none; padding: 0; margin: 0 0 1rem; display: grid; gap: 0.4rem; }
.cart-lines li { display: flex; justify-content: space-between; gap: 0.5rem; align-items: center; }
.narrow { max-width: 30rem; }
.wizard { display: grid; gap: 1rem; max-width: 36rem; }
.game-board { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 0.5rem; max-width: 26rem; }
.game-tile { aspect-ratio: 1; font-size: 1.8rem; border-radius: var(--radius, 6px); border: 0; background-color: var(--accent); color: var(--on-accent); cursor: pointer; }
.game-tile.open { background-color: var(--soft); color: var(--text); }
.game-tile.matched { outline: 3px solid var(--accent); }
.site-footer { background-color: var(--accent); color: var(--on-accent); padding-block: 2.5rem; margin-top: 0; }
.site-footer a { color: inherit; }
.footer-inner { display: flex; flex-wrap: wrap; gap: 1.5rem; justify-content: space-between; align-items: flex-start; }
.social { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 0.75rem; }
.social a { display: inline-flex; width: 2.5rem; height: 2.5rem; align-items: center; justify-content: center; border: 2px solid currentColor; border-radius: 50%; }
.social svg { fill: currentColor; }
.social a.profile-link { width: auto; border-radius: var(--radius, 6px); padding: 0.3rem 0.8rem; }
.upper h1, .upper h2, .upper .brand { text-transform: uppercase; letter-spacing: 0.04em; }
@media (max-width: 45rem) {
  .nav-toggle { display: inline-block; }
  .site-nav { display: none; width: 100%; }
  .site-nav.open { display: block; }
  .site-nav ul { flex-direction: column; padding-block: 0.5rem; }
  .site-nav a { display: block; padding: 0.5rem 0; }
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
}
@media print { .site-header, .site-footer, .nav-toggle { display: none; } }`;

// Only a branded site has these rules: the sizes its tokens set, where the component rules above
// use fixed ones. Sections breathe by two to four spaces; headings scale from the base size (rem
// units in the rules above read the root's size).
function brandSizesCss(design: Design): string {
  const rules: string[] = [];
  if (design.brand?.fontSize) rules.push('html { font-size: var(--font-size); }', 'body { font-size: 1rem; }');
  if (design.brand?.space)
    rules.push(
      '.section { padding-block: clamp(calc(var(--space) * 2), 8vw, calc(var(--space) * 4)); }',
      '.card, details { padding: var(--space); }',
      '.cards, .split, .gallery, .form, .stats { gap: var(--space); }',
    );
  return rules.length > 0 ? `/* Sizes from the brand's design tokens. */\n${rules.join('\n')}` : '';
}

export function buildStylesheet(design: Design, themeToggle: boolean): string {
  return [
    `/* Design: ${design.hero} hero, ${design.cards} cards, scale ${design.scale}. Colours live in the custom properties below. */`,
    variablesCss(design.palette, ':root', design),
    themeToggle ? darkVariablesCss(design.palette) : '',
    COMPONENT_CSS,
    brandSizesCss(design),
    '',
  ]
    .filter((part, i, all) => part !== '' || i === all.length - 1)
    .join('\n\n');
}
