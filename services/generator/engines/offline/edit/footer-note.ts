// "Change the footer text to 'Made with love in Leeds'", "The footer should say: Family run since
// 1962": a line of the caller's own in the footer of every page, after the name and the copyright
// line (which stay). A second one replaces the first. (Until the twenty-first session these were not
// understood.)
import { escapeHtml } from '../render/html-text.ts';
import { EditFailure } from './edit-failure.ts';
import { appendFooter, attr, closest, HtmlSource, isElement, pageFooter } from './html-source.ts';
import type { SiteFiles } from './site-files.ts';

export interface FooterNoteOp {
  kind: 'footerNote';
  text: string;
}

const FOOTER = '(?:footer|fu(?:ß|ss)zeile|pied de page|pie de p[áa]gina)';
const PHRASINGS = [
  // "Change the footer text to ...", "Set the footer line: ...", "Ändere die Fußzeile zu ...".
  new RegExp(
    String.raw`(?<![\p{L}])(?:change|set|update|replace|make|ändere|setze|cambia|change[zr]?|modifie[zr]?)\s+(?:the|die|den|le|el)?\s*${FOOTER}(?:[\s-]+(?:text|line|note|message|texte|texto))?\s*(?:to|with|:|so it says|to say|zu|auf|en|par|por|a)\s*:?\s*(.{2,200})$`,
    'iu',
  ),
  // "The footer should say: ...", "footer text: ...".
  new RegExp(
    String.raw`\b${FOOTER}(?:[\s-]+(?:text|line|note|texte|texto))?\s*(?:should\s+)?(?:say|says|read|reads|:)\s*:?\s*(.{2,200})$`,
    'iu',
  ),
  // 'Add "NICEIC approved contractor" to the footer', 'Füge „Meisterbetrieb seit 1987“ in die Fußzeile ein':
  // words of the caller's, quoted (unquoted, "add our phone number to the footer" asks for a number).
  new RegExp(
    String.raw`(?<![\p{L}])(?:add|put|include|write|place|füge|fügt|setze|schreibe|ergänze|añade|añadid|pon|poned|incluye|ajoute[zr]?|mets|mettez|écrivez)\s+(["“„«][^"“”„«»]{2,200}["”“»])\s*(?:to|in|on|into|at the bottom of|in die|zur|en el|al|en|dans le|au)\s+(?:the\s+|le\s+|el\s+)?${FOOTER}`,
    'iu',
  ),
];
const ADDRESS_ALONE = /^(?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?:[/?#]\S*)?$/i;
const LINK_ASK = /(?<![\p{L}])(?:link|links|verlinke|verlinkt|verlinken|enlaza|enlazad|enlace|lien|liens)(?![\p{L}])/iu;
const QUOTED = /^["“„«']([^"“”„«»']{2,200})["”“»']\.?$/u;

/** The footer line an instruction asks for, or null when it asks for none. */
export function parseFooterNote(text: string): FooterNoteOp | null {
  // "Link my YouTube channel in the footer: youtube.com/@..." asks for a link (profile-link.ts), not a line.
  if (LINK_ASK.test(text)) return null;
  for (const phrasing of PHRASINGS) {
    const said = phrasing.exec(text.trim())?.[1]?.trim();
    if (!said) continue;
    const words = QUOTED.exec(said)?.[1] ?? said.replace(/[.!]+$/, '');
    // "Put a link to our Instagram in the footer" is a link (profile-link.ts), and "... in the footer" names where;
    // so is an address alone ("Put my TikTok in the footer: tiktok.com/@ines").
    if (/^(?:a|an)\s+link\b/i.test(words) || ADDRESS_ALONE.test(words)) return null;
    return words.trim().length >= 2 ? { kind: 'footerNote', text: words.trim() } : null;
  }
  return null;
}

const CLASS = 'footer-note';

/** Puts the line in the footer of every page (a footer of its own where a page has none). */
export function setFooterNote(files: SiteFiles, op: FooterNoteOp): string {
  const markup = `<p class="${CLASS}">${escapeHtml(op.text)}</p>`;
  let changed = 0;
  for (const page of files.html()) {
    const doc = new HtmlSource(page.content);
    const footer = pageFooter(doc);
    const existing = footer ? doc.elements('p').find((el) => attr(el, 'class') === CLASS && closest(el, 'footer') === footer) : undefined;
    if (existing) doc.replaceOuter(existing, markup);
    else if (footer?.sourceCodeLocation?.endTag) {
      // The engine's footer: after the copyright line, in the block that holds the name.
      const block = footer.childNodes.find(isElement)?.childNodes.find(isElement);
      if (block?.sourceCodeLocation?.endTag && block.tagName === 'div') doc.append(block, markup);
      else doc.append(footer, `${markup}\n`);
    } else if (!appendFooter(doc, `${markup}\n`)) continue;
    files.set(page.path, doc.result());
    changed++;
  }
  if (changed === 0) throw new EditFailure('no page has a body to put a footer in');
  return `Set the footer's line to "${op.text}" on ${changed === 1 ? 'the page' : `all ${changed} pages`}`;
}
