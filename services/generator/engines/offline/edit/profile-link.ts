// "Add our Instagram @bluedoor to the footer", "link to https://linkedin.com/in/x in the footer":
// a working link to the profile named, in the footer of every page. A stock link to the same
// network (the engine's icon row points at https://www.instagram.com/) becomes the profile's.
import { NETWORKS } from '../request/asked-for.ts';
import { SERVICE_SITES } from '../request/links.ts';
import { escapeAttr, escapeHtml } from '../render/html-text.ts';
import { ADD_WORDS, CHANGE_WORDS, FOOTER_WORDS, REMOVE_VERBS, wordsPattern } from './edit-words.ts';
import { appendFooter, attr, closest, HtmlSource, isElement, pageFooter, type Element } from './html-source.ts';
import type { SiteFiles } from './site-files.ts';
import { EditFailure } from './edit-failure.ts';
import { breakAndIndentBefore } from './text-ends.ts';

export interface ProfileLinkOp {
  kind: 'profileLink';
  /** Null when the caller named a service the engine cannot find the address of: declined when run. */
  href: string | null;
  label: string;
  /** "Change our Instagram to ...": the links to the same network already on the pages point to the new address. */
  replace?: boolean;
}

const NETWORK_WORD = wordsPattern(Object.keys(NETWORKS).filter((key) => key !== 'x'));
// "Add a WhatsApp button": a button to a network is a link to it.
const LINK_WORDS = wordsPattern([
  ...['link', 'links', 'linked', 'follow', 'profile', 'enlace', 'enlaza', 'perfil', 'lien', 'liens', 'profil'],
  // "bitte verlinken", "enlazadlo", "faites un lien": the verbs.
  ...['verlinken', 'verlinkt', 'verlinke', 'verlinkung', 'enlazad', 'enlazar', 'enlazadlo', 'lier', 'liez'],
  ...['button', 'icon', 'botón', 'bouton', 'icône', 'icono', 'schaltfläche'],
]);
const REMOVE_WORDS = wordsPattern(REMOVE_VERBS);
const URL_TOKEN = /^(?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?:[/?#]\S*)?$/i;

/** Where a handle on each network lives; networks not listed use https://www.<network>.com/<handle>. */
const PROFILE_URLS: Record<string, (handle: string) => string> = {
  instagram: (h) => `https://www.instagram.com/${h}/`,
  tiktok: (h) => `https://www.tiktok.com/@${h}`,
  twitter: (h) => `https://x.com/${h}`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  github: (h) => `https://github.com/${h}`,
  gitlab: (h) => `https://gitlab.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}`,
  medium: (h) => `https://medium.com/@${h}`,
  substack: (h) => `https://${h}.substack.com/`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  twitch: (h) => `https://www.twitch.tv/${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
};

// Well-known services that are no social network (request/links.ts keeps them): a link to one without
// an address goes to its site.
const BRANDS: ReadonlyMap<string, string> = SERVICE_SITES;
const BRAND_WORD = wordsPattern([...BRANDS.keys()]);
// "a link to our Trustpilot reviews in the footer": the words after "our" name the link.
const OWNER = wordsPattern(['our', 'my', 'unsere', 'unseren', 'unser', 'nuestra', 'nuestro', 'notre', 'nos']);
const NAME_STOPS = new Set(['in', 'to', 'on', 'at', 'from', 'under', 'into', 'im', 'en', 'au', 'dans', 'a', 'al', 'please']);

/** The caller's own name for the link ("Trustpilot reviews", "status page"), or undefined. */
function nameAfterOwner(text: string): string | undefined {
  const owner = text.match(OWNER);
  if (owner?.index === undefined) return undefined;
  const words: string[] = [];
  for (const word of text.slice(owner.index + owner[0].length, owner.index + owner[0].length + 200).split(/\s+/)) {
    if (word.length === 0) continue;
    const bare = trimPunctuation(word);
    // "... in our footer" names where the link goes, not the link.
    if (NAME_STOPS.has(bare.toLowerCase()) || FOOTER_WORDS.test(bare) || URL_TOKEN.test(bare) || words.length === 5) break;
    words.push(bare);
    if (bare !== word) break;
  }
  const name = words.join(' ');
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : undefined;
}

function trimPunctuation(token: string): string {
  let end = token.length;
  while (end > 0 && '.,;:!?)»"\''.includes(token[end - 1]!)) end--;
  let start = 0;
  while (start < end && '("«\''.includes(token[start]!)) start++;
  return token.slice(start, end);
}

/** The network a host belongs to ("www.linkedin.com" -> "linkedin"), if it is one we know. */
function networkOfHost(host: string): string | undefined {
  const parts = host.toLowerCase().split('.');
  const name = parts[parts.length - 2];
  if (name === 'x' || name === 'twitter') return 'twitter';
  if (name === 'bsky') return 'bluesky';
  return name && name in NETWORKS ? name : undefined;
}

function hostOf(url: string): string {
  return url.replace(/^https?:\/\//i, '').split(/[/?#]/)[0]!;
}

// "Add links to Doctolib and Jameda in the footer": a list after the link word, one link each. The list
// ends where the place on the page is said.
const LINK_LIST = wordsPattern(['links to', 'link to', 'links zu', 'link zu', 'liens vers', 'lien vers', 'enlaces a', 'enlace a']);
const PLACE_ON_PAGE =
  /\s+(?:in|at|to|on|im|in der|en|au|dans|al)\s+(?:the\s+|our\s+|el\s+|le\s+|den\s+|die\s+)?(?:footer|fußzeile|fusszeile|pie de página|pie|pied de page|bas de (?:la )?page|bottom|end)\b.*$|\s+(?:hinzu|please|bitte|por favor|s'il vous plaît)\s*[.!]?$/iu;

// "at the bottom of the page", "en bas de page", "am Ende der Seite": the footer by another name.
const AT_THE_BOTTOM = wordsPattern([
  'bottom of the page',
  'bottom of every page',
  'bas de page',
  'bas de la page',
  'am ende der seite',
  'final de la página',
]);

/** An instruction asking for several links, one instruction per link; the instruction whole otherwise. */
export function splitLinkAsks(text: string): string[] {
  if (REMOVE_WORDS.test(text) || /https?:|www\.|@/.test(text)) return [text];
  const opener = text.match(LINK_LIST);
  if (opener?.index === undefined) return [text];
  const start = opener.index + opener[0].length;
  const rest = text.slice(start);
  const place = PLACE_ON_PAGE.exec(rest);
  const list = (place ? rest.slice(0, place.index) : rest).replace(/[.!]\s*$/, '');
  const members = list
    .split(/\s*,\s*|\s+(?:and|und|y|et)\s+/i)
    .map((member) => member.trim())
    .filter(Boolean);
  if (members.length < 2 || members.length > 6 || members.some((member) => member.split(/\s+/).length > 5)) return [text];
  const after = text.slice(start + list.length);
  return members.map((member) => `${text.slice(0, start)} ${member}${after}`.replace(/\s+/g, ' ').trim());
}

/** One instruction -> a profile link, or null when it names none. */
export function parseProfileLink(text: string): ProfileLinkOp | null {
  if (REMOVE_WORDS.test(text)) return null;
  // "Change our Instagram to instagram.com/...", "Unser Instagram ist jetzt @...": a profile moved.
  const changes = !ADD_WORDS.test(text) && CHANGE_WORDS.test(text) && NETWORK_WORD.test(text);
  const asks = ADD_WORDS.test(text) || FOOTER_WORDS.test(text) || LINK_WORDS.test(text) || changes;
  if (!asks) {
    // "Unsere Facebook-Seite soll auch drauf: facebook.com/tsvgruenweiss": the address of a profile
    // on a network the caller names is given to be linked, whatever the verb.
    const given = NETWORK_WORD.test(text) ? readProfileLink(text) : null;
    return given?.href && networkOfHost(hostOf(given.href)) !== undefined ? given : null;
  }
  const op = readProfileLink(text);
  return op && changes && op.href !== null && networkOfHost(hostOf(op.href)) !== undefined ? { ...op, replace: true } : op;
}

function readProfileLink(text: string): ProfileLinkOp | null {
  let url: string | undefined;
  let handle: string | undefined;
  for (const raw of text.split(/\s+/)) {
    const token = trimPunctuation(raw);
    if (token.length < 2 || token.length > 300) continue;
    if (token.startsWith('@') && /^@[\p{L}\d_.-]{1,60}$/u.test(token)) handle ??= token.slice(1);
    // An "@" in an address's path is a handle in it ("youtube.com/@mirashahyoga"); elsewhere it is an email's.
    else if (!/^[^/]*@/.test(token) && URL_TOKEN.test(token) && /[a-z]/i.test(token.split('.').pop() ?? '')) url ??= token;
  }
  const named = text.match(NETWORK_WORD)?.[0]?.toLowerCase();
  if (url) {
    const href = /^https?:\/\//i.test(url) ? url : `https://${url}`;
    const host = hostOf(href);
    const network = networkOfHost(host) ?? named;
    // The name as the caller wrote it ("DoorDash"), else the network's, else the host's.
    const site = host.replace(/^www\./i, '').split('.')[0] ?? host;
    const written = text.match(wordsPattern([site.replace(/[^\p{L}\d-]/gu, '')], 'iu'))?.[0];
    const label = network
      ? NETWORKS[network]!
      : written && written !== written.toLowerCase()
        ? written
        : (nameAfterOwner(text) ?? host.replace(/^www\./i, ''));
    return { kind: 'profileLink', href, label };
  }
  if (!named) return linkByName(text);
  if (!handle && !LINK_WORDS.test(text) && !FOOTER_WORDS.test(text)) return null;
  const name = NETWORKS[named]!;
  if (!handle) return { kind: 'profileLink', href: `https://www.${named}.com/`, label: name };
  const clean = handle.replace(/\.$/, '');
  const href = (PROFILE_URLS[named] ?? ((h: string) => `https://www.${named}.com/${h}`))(encodeURIComponent(clean));
  return { kind: 'profileLink', href, label: `${name} @${clean}` };
}

/**
 * A footer link to a service named without an address: a well-known one's site, labelled as the
 * caller names it; any other is declined, since the engine cannot guess where it points.
 */
function linkByName(text: string): ProfileLinkOp | null {
  if (!LINK_WORDS.test(text) && !FOOTER_WORDS.test(text)) return null;
  // "Füge Links zu Doctolib im Footer hinzu": a well-known service named without "our".
  const label = nameAfterOwner(text) ?? text.match(BRAND_WORD)?.[0];
  if (!label) return null;
  const brand = label.match(BRAND_WORD)?.[0]?.toLowerCase();
  const site = brand ? BRANDS.get(brand) : undefined;
  if (site) return { kind: 'profileLink', href: site, label };
  return LINK_WORDS.test(text) && (FOOTER_WORDS.test(text) || AT_THE_BOTTOM.test(text)) ? { kind: 'profileLink', href: null, label } : null;
}

function listIn(el: Element): Element | undefined {
  const stack = [...el.childNodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!isElement(node)) continue;
    if (node.tagName === 'ul' || node.tagName === 'ol') return node;
    for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]!);
  }
  return undefined;
}

/** Adds the link to the footer of every page; returns a summary. */
export function addProfileLink(files: SiteFiles, op: ProfileLinkOp): string {
  if (op.href === null)
    throw new EditFailure(`it gives no address for the link to ${op.label}: say where it points, for example "at example.com/page"`);
  const href = op.href;
  const network = networkOfHost(hostOf(href));
  const link = `<a class="profile-link" href="${escapeAttr(href)}" rel="noopener">${escapeHtml(op.label)}</a>`;
  let pages = 0;
  if (op.replace && network) {
    const moved = repointLinks(files, network, href);
    if (moved > 0) return `Changed the links to ${NETWORKS[network] ?? network} to ${href} (${moved} link${moved === 1 ? '' : 's'})`;
  }
  for (const page of files.html()) {
    const doc = new HtmlSource(page.content);
    const footer = pageFooter(doc);
    if (!footer) {
      if (!appendFooter(doc, `<p>${link}</p>\n`)) continue;
      files.set(page.path, doc.result());
      pages++;
      continue;
    }
    const links = doc.elements('a').filter((a) => closest(a, 'footer') === footer);
    if (links.some((a) => attr(a, 'href') === href)) continue;
    // A stock link to the same network's home page ("https://www.instagram.com/") is replaced.
    const stock = network
      ? links.find((a) => {
          const href = attr(a, 'href') ?? '';
          return /^https?:\/\//i.test(href) && networkOfHost(hostOf(href)) === network && /^https?:\/\/[^/]+\/?$/i.test(href);
        })
      : undefined;
    const list = listIn(footer);
    if (stock) {
      const item = closest(stock, 'li');
      doc.replaceOuter(item && closest(item, 'footer') === footer ? item : stock, item ? `<li>${link}</li>` : link);
    } else if (list) {
      const items = list.childNodes.filter(isElement);
      const last = items[items.length - 1];
      const ownLine = last && breakAndIndentBefore(doc.text, last.sourceCodeLocation!.startOffset) > 0;
      if (last) doc.insertAfter(last, `${ownLine ? `\n${doc.indentOf(last)}` : ''}<li>${link}</li>`);
      else doc.append(list, `<li>${link}</li>`);
    } else {
      const indent = doc.indentOf(footer);
      const multiline = doc.text[footer.sourceCodeLocation!.startTag!.endOffset] === '\n';
      doc.append(footer, multiline ? `  <p>${link}</p>\n${indent}` : `<p>${link}</p>`);
    }
    files.set(page.path, doc.result());
    pages++;
  }
  if (pages === 0) {
    if (files.html().length > 0) return `The footer already links to ${href}`;
    throw new EditFailure('there is no page with a footer or body to put the link in');
  }
  return `Added a link to ${op.label} (${href}) to the footer of ${pages} page${pages === 1 ? '' : 's'}`;
}

/** Points every link to `network` (any address on it) at `href`; gives how many links changed. */
function repointLinks(files: SiteFiles, network: string, href: string): number {
  let moved = 0;
  for (const page of files.html()) {
    const doc = new HtmlSource(page.content);
    for (const a of doc.elements('a')) {
      const old = attr(a, 'href') ?? '';
      if (old === href || !/^https?:\/\//i.test(old) || networkOfHost(hostOf(old)) !== network) continue;
      doc.setAttribute(a, 'href', href);
      moved++;
    }
    files.set(page.path, doc.result());
  }
  return moved;
}
