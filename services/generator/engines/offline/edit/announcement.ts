// "Add a banner at the top: free delivery over £40", 'Add a notice saying "Closed 24–26 December"',
// "Add free delivery over £40 to the top of the page": a line of news above the header of every
// page. A page that has one already has its words replaced. (Until the twenty-first session the
// first read as an item called "Banner" at £40, and the others were not understood.)
import { escapeHtml } from '../render/html-text.ts';
import { capitalise } from '../sections/shell.ts';
import { featureOf } from '../request/features.ts';
import { ADD_WORDS, wordsPattern } from './edit-words.ts';
import { EditFailure } from './edit-failure.ts';
import { attr, HtmlSource, isElement } from './html-source.ts';
import type { SiteFiles } from './site-files.ts';
import { withOneFinalNewline } from './text-ends.ts';

export interface AnnouncementOp {
  kind: 'announcement';
  text: string;
}

const BANNER_WORDS = wordsPattern([
  ...['banner', 'announcement', 'announcement bar', 'notice', 'ribbon', 'top bar', 'news bar', 'alert'],
  ...['hinweis', 'hinweisbanner', 'ankündigung', 'aviso', 'anuncio', 'bandeau', 'bannière', 'annonce'],
]);
// "a banner image", "une bannière photo": a picture, which picture-edit.ts places.
const PICTURE_AFTER = /^\s*(?:image|photo|picture|pic|foto|bild|imagen)/iu;
// "to the top of the page", "at the top of every page", "oben auf der Seite", "en haut de la page", "arriba de la página".
const AT_THE_TOP =
  /\s*(?:(?:to|at|on)\s+(?:the\s+)?top(?:\s+of\s+(?:the|every|each|all|our)\s+(?:pages?|site|website))?|oben(?:\s+auf\s+(?:der|jeder)\s+seite)?|en\s+haut(?:\s+de\s+(?:la|chaque)\s+page)?|arriba(?:\s+de\s+(?:la|cada)\s+p[áa]gina)?)\s*/iu;
// What introduces the words: a colon, "saying", "that says", "with the text", "reading", "mit dem Text", "qui dit", "que diga".
const SAYING =
  /(?::|\b(?:saying|that says|which says|with the (?:text|words)|reading|mit dem text|qui dit|avec le texte|que diga|con el texto)\b)\s*/iu;
const QUOTED = /["“„«]([^"“”„«»]{2,200})["”“»]/u;

// "We also cover Middlesbrough now, please mention it", "Please mention that we deliver on Sundays",
// "let people know we are closed on Monday": news the caller asks to be said on the site.
const MENTION_IT =
  /^(.{4,200}?)\s*[,;.]?\s*(?:(?:so|and)\s+)?(?:(?:please|can you|could you)\s+)?(?:mention|say|announce)\s+(?:it|that|this)(?:\s+on\s+the\s+(?:site|website|page))?(?:,?\s+please)?[.!?]*$/iu;
const MENTION_THAT =
  /^(?:(?:please|can you|could you)\s+)?(?:(?:mention|say|announce)\s+that|let (?:people|everyone|visitors|customers) know(?:\s+that)?)\s+(.{4,200}?)(?:\s+on\s+the\s+(?:site|website|page))?[.!?]*$/iu;

const MENTION_MAX = 280;

/** The announcement an instruction asks for, or null when it asks for none. */
export function parseAnnouncement(text: string): AnnouncementOp | null {
  // News is a sentence: the two readers look at instructions of that length only, which also keeps
  // their blanks around the comma from being tried over a long run of spaces.
  const news = text.length <= MENTION_MAX ? (MENTION_IT.exec(text) ?? MENTION_THAT.exec(text))?.[1]?.trim() : undefined;
  if (news) return { kind: 'announcement', text: capitalise(news) };
  if (!ADD_WORDS.test(text)) return null;
  const banner = BANNER_WORDS.exec(text);
  const top = AT_THE_TOP.exec(text);
  if (banner && PICTURE_AFTER.test(text.slice(banner.index + banner[0].length))) return null;
  if (!banner && !top) return null;
  const quoted = QUOTED.exec(text)?.[1];
  if (quoted) return { kind: 'announcement', text: quoted.trim() };
  // "Add a note at the top: Closed for refurbishment 1–14 March": the words after the place and a colon.
  const afterTop = top ? /^\s*:\s*(.{2,200}?)[.!]*$/u.exec(text.slice(top.index + top[0].length)) : null;
  if (afterTop?.[1]) return { kind: 'announcement', text: afterTop[1].trim() };
  if (banner) {
    const saying = SAYING.exec(text.slice(banner.index + banner[0].length));
    const said = saying ? text.slice(banner.index + banner[0].length + saying.index + saying[0].length) : '';
    const words = said
      .replace(AT_THE_TOP, ' ')
      .replace(/[.!]+$/, '')
      .trim();
    return words.length >= 2 ? { kind: 'announcement', text: words } : null;
  }
  // "Add free delivery over £40 to the top of the page": the words between the verb and "to the top",
  // unless they name a part of the site ("a contact form", "the gallery": moved or added, not said).
  const verb = ADD_WORDS.exec(text)!;
  const words = text.slice(verb.index + verb[0].length, top!.index).trim();
  if (/^(?:a|an|the|this|that|our|my|some|einen?|die|der|das|un|une|una|la|le|el|les|los|las)\s/i.test(words) || featureOf(words))
    return null;
  return words.length >= 2 && words.split(/\s+/).length <= 20 ? { kind: 'announcement', text: words } : null;
}

const CLASS = 'sw-announcement';
// On the engine's own sites the accent pair of the buttons, readable by design; elsewhere dark on light ink.
const OUR_RULE = `.${CLASS} { margin: 0; padding: 0.5rem 1rem; text-align: center; font-weight: 600; background: var(--accent); color: var(--on-accent); }\n`;
const THEIR_STYLE = 'margin:0;padding:0.5rem 1rem;text-align:center;font-weight:600;background:#1f2937;color:#ffffff';

/** Puts the announcement at the top of every page's body; returns what was done. */
export function addAnnouncement(files: SiteFiles, op: AnnouncementOp, ours: boolean): string {
  const pages = files.html();
  if (pages.length === 0) throw new EditFailure('there is no HTML page to put it on');
  const markup = `<p class="${CLASS}" role="note"${ours ? '' : ` style="${THEIR_STYLE}"`}>${escapeHtml(op.text)}</p>`;
  let changed = 0;
  for (const page of pages) {
    const doc = new HtmlSource(page.content);
    const existing = doc.elements('p').find((el) => (attr(el, 'class') ?? '').split(/\s+/).includes(CLASS));
    if (existing) doc.replaceOuter(existing, markup);
    else {
      const body = doc.first('body');
      if (!body?.sourceCodeLocation) continue;
      const first = body.childNodes.find(isElement);
      if (first?.sourceCodeLocation) doc.insertBefore(first, `${markup}\n`);
      else doc.append(body, `${markup}\n`);
    }
    files.set(page.path, doc.result());
    changed++;
  }
  if (changed === 0) throw new EditFailure('no page has a body to put it in');
  const css = files.css()[0];
  if (ours && css && !css.content.includes(`.${CLASS} {`)) files.set(css.path, `${withOneFinalNewline(css.content)}\n${OUR_RULE}`);
  return `Added the announcement "${op.text}" at the top of ${changed === 1 ? 'the page' : `all ${changed} pages`}`;
}
