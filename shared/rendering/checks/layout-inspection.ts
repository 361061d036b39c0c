// The checks that read the laid-out page inside Chromium (issue 28): sideways scrolling at 375 px,
// images that failed to load, text colour against its rendered background (WCAG AA), content
// pushed off the page, and elements painted over the main heading.
//
// `inspectLayout` is sent to the page by page.evaluate, which sends its source text: it must use
// nothing from this module, so every helper is declared inside it. It is linear in the page: one
// walk over at most `maxElements` elements in document order, where each element's facts (hidden,
// opacity, background, clipped) come from its parent's, memoised in a Map, never from a walk up.

export interface LayoutLimits {
  /** Check sideways scrolling (the phone viewport). */
  checkOverflow: boolean;
  /** Elements examined in document order; the rest of a huge page is not looked at. */
  maxElements: number;
  maxOverflow: number;
  maxImages: number;
  maxContrast: number;
  maxOffScreen: number;
  maxOverlaps: number;
  selectorChars: number;
}

export type LayoutRule = 'horizontal-overflow' | 'broken-image' | 'color-contrast' | 'off-screen' | 'overlaps-heading';

export interface LayoutFinding {
  rule: LayoutRule;
  selector: string;
  message: string;
}

// Node's coverage cannot count code that runs in Chromium; the tests run it there for real.
/* c8 ignore start */
export async function inspectLayout(limits: LayoutLimits): Promise<LayoutFinding[]> {
  type Rgba = [number, number, number, number];
  interface Facts {
    /** display: none here or above, or opacity (all the way up) under 0.1. */
    hidden: boolean;
    opacity: number;
    /** The opaque colour behind this element's text; null where an image, gradient or filter makes it unknown. */
    background: Rgba | null;
    /** Inside a box that clips horizontally (carousel, overflow: hidden) or fixed to the viewport. */
    contained: boolean;
    /** Reaches past the right edge of the viewport. */
    overflows: boolean;
    /** This element or an ancestor was already reported off screen. */
    offScreenReported: boolean;
    /** Disabled controls and their content are exempt from contrast (WCAG 1.4.3). */
    disabled: boolean;
    /** aria-hidden or inert: out of the page on purpose. */
    ariaHidden: boolean;
  }
  const findings: LayoutFinding[] = [];
  const root = document.documentElement;
  const body = document.body;
  if (!root || !body) return findings;
  const HTML_NS = 'http://www.w3.org/1999/xhtml';
  const WHITE: Rgba = [255, 255, 255, 1];

  // --- Selectors: #id when there is one, else tag.classes:nth-of-type(k) steps up to an id or body.
  const nthOfType = new Map<Element, number>();
  const indexChildren = (parent: Element) => {
    const counts = new Map<string, number>();
    for (const child of parent.children) {
      const n = (counts.get(child.localName) ?? 0) + 1;
      counts.set(child.localName, n);
      nthOfType.set(child, n);
    }
    for (const child of parent.children) if (counts.get(child.localName) === 1) nthOfType.set(child, 0);
  };
  const step = (el: Element): string => {
    if (el.id) return `#${CSS.escape(el.id)}`;
    let text = el.localName;
    for (const name of Array.from(el.classList).slice(0, 2)) text += `.${CSS.escape(name)}`;
    const parent = el.parentElement;
    if (parent && el !== body) {
      if (!nthOfType.has(el)) indexChildren(parent);
      const n = nthOfType.get(el) ?? 0;
      if (n > 0) text += `:nth-of-type(${n})`;
    }
    return text.length > limits.selectorChars ? el.localName : text;
  };
  const selectorOf = (el: Element): string => {
    let selector = step(el);
    let current = el;
    while (!current.id && current !== body && current !== root && current.parentElement) {
      const parent: Element = current.parentElement;
      const longer = `${step(parent)} > ${selector}`;
      if (longer.length > limits.selectorChars) break;
      selector = longer;
      current = parent;
    }
    return selector;
  };
  const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

  // --- Colours: computed values are rgb()/rgba() in Chromium; other spaces (oklch, color())
  // are converted by painting one canvas pixel, once per distinct value.
  const colours = new Map<string, Rgba | null>();
  let pixel: CanvasRenderingContext2D | null = null;
  const parseColour = (value: string): Rgba | null => {
    const known = colours.get(value);
    if (known !== undefined) return known;
    let rgba: Rgba | null = null;
    const m = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(value);
    if (m) {
      const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? Number.parseFloat(m[4]) / 100 : Number(m[4]);
      rgba = [Number(m[1]), Number(m[2]), Number(m[3]), alpha];
    } else if (value === 'transparent') {
      rgba = [0, 0, 0, 0];
    } else {
      pixel ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
      if (pixel) {
        pixel.clearRect(0, 0, 1, 1);
        pixel.fillStyle = value;
        pixel.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0, a = 0] = pixel.getImageData(0, 0, 1, 1).data;
        rgba = [r, g, b, a / 255];
      }
    }
    if (rgba?.some((n) => !Number.isFinite(n))) rgba = null;
    colours.set(value, rgba);
    return rgba;
  };
  // `top` painted over the opaque `bottom`.
  const over = (top: Rgba, bottom: Rgba): Rgba => [
    top[0] * top[3] + bottom[0] * (1 - top[3]),
    top[1] * top[3] + bottom[1] * (1 - top[3]),
    top[2] * top[3] + bottom[2] * (1 - top[3]),
    1,
  ];
  // WCAG 2.x relative luminance and contrast ratio.
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (c: Rgba) => 0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2]);
  const contrast = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  };
  const hex = (c: Rgba) =>
    `#${c
      .slice(0, 3)
      .map((n) => Math.round(n).toString(16).padStart(2, '0'))
      .join('')}`;

  const MEDIA = new Set(['img', 'picture', 'video', 'canvas', 'svg', 'iframe', 'object', 'embed']);
  const REPLACED = new Set([...MEDIA, 'input', 'select', 'textarea', 'button', 'progress', 'meter']);
  // A link or control placed off screen until focused is the skip-link pattern, not a fault.
  const focusable = (el: Element) =>
    el.matches('a[href], button, input, select, textarea, summary, [tabindex]') && !el.matches('[tabindex="-1"]');
  // Whether the element holds text of its own (its child text nodes, the first 200 looked at).
  const ownText = (el: Element): string => {
    let seen = 0;
    for (let node = el.firstChild; node && seen < 200; node = node.nextSibling, seen++) {
      if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) return node.textContent.trim();
    }
    return '';
  };
  const clips = (overflowX: string) => overflowX !== 'visible';

  // --- The one walk: facts per element from its parent's.
  const facts = new Map<Element, Facts>();
  const viewportWidth = root.clientWidth;
  const pageWidth = root.scrollWidth;
  const scrollX = window.scrollX;
  const rootStyle = getComputedStyle(root);
  const bodyStyle = getComputedStyle(body);
  // html's overflow, or body's when html's is visible, applies to the viewport (CSS Overflow 3).
  const viewportOverflow = rootStyle.overflowX !== 'visible' ? rootStyle.overflowX : bodyStyle.overflowX;
  const scrollsSideways =
    limits.checkOverflow && pageWidth > viewportWidth + 1 && viewportOverflow !== 'hidden' && viewportOverflow !== 'clip';
  const canvasFacts: Facts = {
    hidden: false,
    opacity: 1,
    background: WHITE,
    contained: false,
    overflows: false,
    offScreenReported: false,
    disabled: false,
    ariaHidden: false,
  };
  const overflowCauses: { el: Element; right: number }[] = [];
  const contrastSuspects: { el: Element; fg: Rgba; bg: Rgba; ratio: number; needed: number; rect: DOMRect }[] = [];
  let offScreen = 0;

  const visit = (el: Element, parent: Facts) => {
    const style = getComputedStyle(el);
    const opacity = parent.opacity * Number(style.opacity);
    const hidden = parent.hidden || style.display === 'none' || opacity < 0.1;
    let background = parent.background;
    if (style.backgroundImage !== 'none' || style.filter !== 'none' || style.mixBlendMode !== 'normal' || MEDIA.has(el.localName)) {
      background = null;
    } else if (background) {
      const own = parseColour(style.backgroundColor);
      background = own === null ? null : own[3] === 0 ? background : over(own, background);
    }
    const fixed = style.position === 'fixed';
    const isViewportBox = el === root || el === body;
    const f: Facts = {
      hidden,
      opacity,
      background,
      contained: parent.contained || fixed,
      overflows: false,
      offScreenReported: parent.offScreenReported,
      disabled: parent.disabled || el.matches(':disabled'),
      ariaHidden: parent.ariaHidden || el.getAttribute('aria-hidden') === 'true' || el.hasAttribute('inert'),
    };
    facts.set(el, f);
    if (hidden) return;
    const rect = el.getBoundingClientRect();

    if (scrollsSideways && !f.contained && rect.right + scrollX > viewportWidth + 1) {
      f.overflows = true;
      // The cause is the outermost element that passes the edge: its children only follow it.
      if (!parent.overflows) overflowCauses.push({ el, right: rect.right + scrollX });
    }
    // Children of a box that clips sideways are hidden by design, not pushed off the page.
    if (!isViewportBox && clips(style.overflowX)) f.contained = true;

    const visible = style.visibility === 'visible' && rect.width >= 2 && rect.height >= 2;
    if (!visible || el.namespaceURI !== HTML_NS) return;
    const text = ownText(el);

    if (
      offScreen < limits.maxOffScreen &&
      !f.offScreenReported &&
      !parent.contained &&
      !fixed &&
      !f.ariaHidden &&
      (text || REPLACED.has(el.localName)) &&
      !focusable(el) &&
      (rect.right + scrollX <= 0 || rect.left + scrollX >= pageWidth)
    ) {
      f.offScreenReported = true;
      offScreen++;
      const where = rect.right + scrollX <= 0 ? `${Math.round(-(rect.right + scrollX))} px left of the page` : 'right of the page';
      findings.push({
        rule: 'off-screen',
        selector: selectorOf(el),
        message: `${text ? `text "${cut(text, 60)}"` : `<${el.localName}>`} is placed ${where}, where no visitor sees it`,
      });
    }

    if (text && f.background && !f.disabled && style.textShadow === 'none' && contrastSuspects.length < limits.maxContrast * 3) {
      const fill = parseColour(style.getPropertyValue('-webkit-text-fill-color') || style.color);
      if (fill && fill[3] > 0) {
        const fg = over([fill[0], fill[1], fill[2], fill[3] * opacity], f.background);
        const size = Number.parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        const needed = large ? 3 : 4.5;
        const ratio = contrast(fg, f.background);
        if (ratio < needed) contrastSuspects.push({ el, fg, bg: f.background, ratio, needed, rect });
      }
    }
  };

  visit(root, canvasFacts);
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_ELEMENT);
  let examined = 1;
  for (let node: Node | null = body; node && examined < limits.maxElements; node = walker.nextNode(), examined++) {
    if (!(node instanceof Element)) continue;
    const parentFacts = (node.parentElement && facts.get(node.parentElement)) || canvasFacts;
    // Nothing under display: none has a box; skip the subtree without looking at it.
    if (parentFacts.hidden) {
      facts.set(node, parentFacts);
      continue;
    }
    visit(node, parentFacts);
  }

  // --- Sideways scrolling: the widest causes first.
  if (scrollsSideways) {
    overflowCauses.sort((a, b) => b.right - a.right);
    const causes: { el: Element | null; right: number }[] = overflowCauses.length ? overflowCauses : [{ el: null, right: pageWidth }];
    for (const { el, right } of causes.slice(0, limits.maxOverflow)) {
      findings.push({
        rule: 'horizontal-overflow',
        selector: el ? selectorOf(el) : 'html',
        message: `the page is ${pageWidth} px wide in a ${viewportWidth} px viewport and scrolls sideways${el ? `: this element reaches ${Math.round(right)} px` : ''}`,
      });
    }
  }

  // --- Contrast: a suspect in view is checked against what is really painted under its centre
  // (a sibling image or panel placed behind the text is no ancestor); the rest keep the ancestors'.
  let reportedContrast = 0;
  for (const suspect of contrastSuspects) {
    if (reportedContrast >= limits.maxContrast) break;
    let bg: Rgba | null = suspect.bg;
    const x = suspect.rect.left + suspect.rect.width / 2;
    const y = suspect.rect.top + suspect.rect.height / 2;
    if (x >= 0 && y >= 0 && x < viewportWidth && y < window.innerHeight) {
      const stack = document.elementsFromPoint(x, y);
      const at = stack.indexOf(suspect.el);
      for (const below of at >= 0 ? stack.slice(at + 1) : []) {
        if (suspect.el.contains(below)) continue;
        if (MEDIA.has(below.localName)) {
          bg = null;
          break;
        }
        const style = getComputedStyle(below);
        const own = parseColour(style.backgroundColor);
        if (style.backgroundImage !== 'none' || (own && own[3] > 0)) {
          bg = facts.get(below)?.background ?? null;
          break;
        }
      }
    }
    if (!bg) continue;
    const ratio = bg === suspect.bg ? suspect.ratio : contrast(suspect.fg, bg);
    if (ratio >= suspect.needed) continue;
    reportedContrast++;
    findings.push({
      rule: 'color-contrast',
      selector: selectorOf(suspect.el),
      message: `text colour ${hex(suspect.fg)} on ${hex(bg)} has contrast ${ratio.toFixed(2)}:1, below the ${suspect.needed}:1 WCAG AA asks for`,
    });
  }

  // --- Images that were asked for and did not load: complete with no width, and decode() refuses
  // them (an SVG without a size of its own also has naturalWidth 0, but decodes).
  let images = 0;
  for (const img of Array.from(document.images).slice(0, limits.maxElements)) {
    if (images >= limits.maxImages) break;
    const src = img.getAttribute('src') || img.currentSrc;
    if (!src || !img.complete || img.naturalWidth > 0) continue;
    const broken = await img.decode().then(
      () => false,
      () => true,
    );
    if (!broken) continue;
    images++;
    findings.push({ rule: 'broken-image', selector: selectorOf(img), message: `the image did not load: ${cut(src, 200)}` });
  }

  // --- The first h1: whatever is topmost at its centre and at points across its text, other than
  // the heading, its content or its ancestors, is painted over it.
  const h1 = document.querySelector('h1');
  const box = h1?.getBoundingClientRect();
  if (h1 && box && box.width > 0 && box.height > 0 && !facts.get(h1)?.hidden) {
    const range = document.createRange();
    range.selectNodeContents(h1);
    const textBox = range.getBoundingClientRect();
    const area = textBox.width > 0 && textBox.height > 0 ? textBox : box;
    const cy = area.top + area.height / 2;
    const points = [0.5, 0.1, 0.3, 0.7, 0.9].map((share) => [area.left + area.width * share, cy] as const);
    points.push([area.left + area.width / 2, area.top + area.height * 0.25], [area.left + area.width / 2, area.top + area.height * 0.75]);
    const covering = new Set<Element>();
    for (const [x, y] of points) {
      if (covering.size >= limits.maxOverlaps || x < 0 || y < 0 || x >= viewportWidth || y >= window.innerHeight) continue;
      let top = document.elementFromPoint(x, y);
      if (!top || top === h1 || h1.contains(top) || top.contains(h1)) continue;
      // Name what was placed there: from the text hit, up through boxes that only flow in their
      // parent (static), to the first positioned one or the last before the heading's ancestors.
      while (getComputedStyle(top).position === 'static' && top.parentElement && !top.parentElement.contains(h1)) top = top.parentElement;
      if (covering.has(top)) continue;
      covering.add(top);
      findings.push({
        rule: 'overlaps-heading',
        selector: selectorOf(top),
        message: `this element is painted over the main heading "${cut(h1.textContent?.trim() ?? '', 80)}"`,
      });
    }
  }
  return findings;
}
/* c8 ignore stop */
