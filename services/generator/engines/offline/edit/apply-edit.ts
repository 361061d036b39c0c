// Entry point of edits: split the request into instructions, carry each out on the file set,
// and fail with a plain explanation when one cannot be done (rather than guess).
import type { SiteFile } from '../../../../../shared/files/site-file.ts';
import { isPagePath } from '../../../../../shared/files/file-path.ts';
import type { EditTarget } from '../../../../../shared/jobs/edit-scope.ts';
import { EngineError } from '../../engine.ts';
import { isRemark, parseInstruction, splitInstructions, type EditOp } from './instructions.ts';
import { itemAtPrice, type PriceOp } from './price-edit.ts';
import { namedPagePath } from './named-page.ts';
import { renameLabel } from './rename-label.ts';
import { moveSection } from './section-move.ts';
import { SiteFiles } from './site-files.ts';
import { changeContact, rename, replaceEverywhere, setHeading, setTagline, setTitle } from './text-ops.ts';
import { EditFailure } from './edit-failure.ts';
import { changeAddress } from './address-edit.ts';
import { changeColours, changeFont, changeTextSize } from './style-ops.ts';
import { addNamedSection, addPage, addSection, isOurs, removeSection } from './structure-ops.ts';
import { addAnnouncement } from './announcement.ts';
import { setFooterNote } from './footer-note.ts';
import { namedSectionMarkup } from './named-section.ts';
import { addItem, type AddItemOp } from './item-add.ts';
import { changeHours, hoursMarkup, isHoursLine, MEETS_TITLE } from './hours-edit.ts';
import { addFormField } from './form-field-edit.ts';
import { addCtaButton } from './cta-button.ts';
import { addProfileLink } from './profile-link.ts';
import { changeDate } from './date-edit.ts';
import { moveSchedule } from './schedule-edit.ts';
import { changePrice } from './price-edit.ts';
import { addFaqEntries, faqMarkup, questionAndAnswer } from './faq-entries.ts';
import { declaredLang, siteContext } from './site-context.ts';
import { addQuote, askedTitle, placeholderTestimonials, quoteSection } from './testimonials.ts';
import { wordsPattern } from './edit-words.ts';
import type { DesignToken } from '../../../../../shared/design/design-tokens.ts';
import { applyBrand, BRAND_ASK } from './brand-edit.ts';
import { namesShown, pictureAsk, placePictures, type PictureAsk } from './picture-edit.ts';
import { givenImages } from '../images/given-images.ts';

const TRANSLATE = wordsPattern([
  'translate',
  'translation',
  'übersetze',
  'übersetzen',
  'traduce',
  'traducir',
  'traduis',
  'traduisez',
  'traduire',
]);

// Words of a sentence that only asks for what the others said ("Please update the price on the site.").
const BARE_ASK_WORDS = new Set(
  [
    ...['update', 'change', 'fix', 'edit', 'correct', 'reflect', 'adjust', 'please', 'the', 'it', 'that', 'this', 'them', 'price'],
    ...['prices', 'name', 'site', 'website', 'page', 'pages', 'everywhere', 'accordingly', 'too', 'as', 'well', 'on', 'thanks', 'thank'],
    ...['you', 'and', 'also', 'can', 'could', 'would', 'we', 'i', 'our', 'my', 'a', 'an', 'list', 'menu', 'details', 'all', 'of', 'in'],
    ...['to', 'across', 'whole', 'bitte', 'aktualisiere', 'aktualisieren', 'ändere', 'ändern', 'die', 'den', 'das', 'seite', 'überall'],
    ...['preis', 'preise', 'danke', 'por', 'favor', 'actualiza', 'actualizad', 'cambia', 'el', 'la', 'los', 'las', 'sitio', 'web'],
    ...['precio', 'precios', 'nombre', 'gracias', 'merci', 'mettez', 'mets', 'jour', 'à', 'le', 'les', 'prix', 'nom', 'partout', 'svp'],
  ].map((w) => w.toLowerCase()),
);

/** A price piece after a priced entry added: one more entry, in the same list. */
function pricedEntry(piece: PriceOp, list: string | undefined): AddItemOp {
  const name = piece.item.charAt(0).toUpperCase() + piece.item.slice(1);
  return list ? { kind: 'addItem', name, price: piece.price, list } : { kind: 'addItem', name, price: piece.price };
}

// A few words that say something is new: "New room opening!", "Just launched!", "Neu!", "¡Novedad!".
const NEWS = wordsPattern([
  ...['new', 'opening', 'launching', 'just launched', 'introducing', 'coming soon', 'neu', 'neue', 'neuer', 'neues', 'neuheit'],
  ...['nuevo', 'nueva', 'novedad', 'nouveau', 'nouvelle', 'nouveauté'],
]);

/** "The Vault, £22 per person": a short name and one price, as an entry to add; null otherwise. */
function announcedEntry(sentence: string): AddItemOp | null {
  const priced = itemAtPrice(sentence);
  const at = priced ? sentence.indexOf(priced.price) : -1;
  const name =
    at > 0
      ? sentence
          .slice(0, at)
          .replace(/[\s,:;–—-]+$/u, '')
          .trim()
      : '';
  if (!priced || !name || name.split(/\s+/).length > 6) return null;
  return { kind: 'addItem', name: name.charAt(0).toUpperCase() + name.slice(1), price: priced.price };
}

function isBareAsk(instruction: string): boolean {
  const words = instruction.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  return words.length > 0 && words.length <= 12 && words.every((w) => BARE_ASK_WORDS.has(w));
}

export interface EditResult {
  files: SiteFile[];
  changed: SiteFile[];
  summary: string;
}

export const CAPABILITIES =
  "The offline engine can: change the main heading, the tagline under it, the page title or any quoted text; rename the business; change the opening hours, an event's date, the day of a weekly event or items' prices; add FAQ entries on given topics or links to profiles in the footer; add a line of news at the top of every page or a line of your own in the footer; change colours, the theme (dark or light), the font (of the whole text, the headings or the body) or the size of the text; add, remove, move or rename a section (for example a FAQ, gallery, pricing, contact form, to-do list or calculator, or a team with the people you name); add a field to a form or a button going to a section; add a page linked from every page or rename one; put the pictures sent with the request in place (the logo in the header, a photo in the hero, a section or the gallery); and change the phone number, e-mail or address. For free-form changes, use the openai engine.";

function run(files: SiteFiles, op: EditOp, instruction: string): string {
  switch (op.kind) {
    case 'heading':
      return setHeading(files, op.text);
    case 'tagline':
      return setTagline(files, op.text);
    case 'title':
      return setTitle(files, op.text);
    case 'replaceText': {
      const n = replaceEverywhere(files, op.from, op.to);
      if (n === 0)
        throw new EditFailure(
          `the text "${op.from}" does not appear ${files.target ? `inside ${JSON.stringify(files.target.selector)}` : 'in the pages'}`,
        );
      return `Replaced "${op.from}" with "${op.to}"`;
    }
    case 'rename':
      return rename(files, op.to, op.from);
    case 'renameLabel':
      return renameLabel(files, op);
    case 'moveSection':
      return moveSection(files, op);
    case 'colours':
      return changeColours(files, op);
    case 'font':
      return changeFont(files, op.family, op.part);
    case 'textSize':
      return changeTextSize(files, op);
    case 'addSection': {
      if (op.quote) {
        const said = `the quote "${op.quote.text.slice(0, 60)}"${op.quote.by ? ` by ${op.quote.by}` : ''}`;
        if (addQuote(files, op.quote)) return `Added ${said} to the testimonials`;
        addSection(files, 'testimonials', instruction, quoteSection(op.quote));
        return `Added a testimonials section with ${said}`;
      }
      const asked = op.section === 'testimonials' ? askedTitle(instruction) : undefined;
      const heading = op.title ? { text: op.title, newOnly: false } : asked ? { text: asked.text, newOnly: !asked.names } : undefined;
      return addSection(files, op.section, instruction, op.section === 'testimonials' ? placeholderTestimonials : undefined, heading);
    }
    case 'addItem':
      return addItem(files, op);
    case 'announcement':
      return addAnnouncement(files, op, isOurs(files));
    case 'footerNote':
      return setFooterNote(files, op);
    case 'namedSection':
      return addNamedSection(files, op.name, instruction, namedSectionMarkup(op));
    case 'removeSection':
      return removeSection(files, op.name);
    case 'addPage':
      return addPage(files, op.name, instruction);
    case 'contact':
      return op.field === 'address' ? changeAddress(files, op.value) : changeContact(files, op.field, op.value);
    case 'faq': {
      const said = `FAQ entries about ${op.topics.map((topic) => questionAndAnswer(topic)[0]).join(', ')}`;
      if (addFaqEntries(files, op.topics, siteContext(files, instruction).request.lang)) return `Added ${said}`;
      addSection(files, 'faq', instruction, faqMarkup(op.topics));
      return `Added a FAQ section with ${said}`;
    }
    case 'price':
      return changePrice(files, op);
    case 'profileLink':
      return addProfileLink(files, op);
    case 'date':
      return changeDate(files, op);
    case 'schedule':
      return moveSchedule(files, op);
    case 'formField':
      return addFormField(files, op, instruction);
    case 'ctaButton':
      return addCtaButton(files, op);
    case 'hours': {
      if (op.rows.length === 0) throw new EditFailure('it gives no hours to show');
      // When a group meets is no row of a shop's opening hours: the section says when it meets instead.
      if (op.meets) {
        const title = MEETS_TITLE[siteContext(files, instruction).request.lang] ?? MEETS_TITLE.en!;
        return addSection(files, 'hours', instruction, hoursMarkup(op.rows, true), { text: title, newOnly: false });
      }
      const said = `the opening hours (${op.rows.join('; ')})`;
      if (changeHours(files, op.rows) > 0) return `Changed ${said}`;
      addSection(files, 'hours', instruction, hoursMarkup(op.rows, op.meets));
      return `Added ${said}`;
    }
  }
}

/** `run`, with the page the instruction names ("add a FAQ to the about page") looked at first. */
function runOnNamedPage(files: SiteFiles, op: EditOp, instruction: string): string {
  files.focusOn(namedPagePath(files, instruction));
  try {
    return run(files, op, instruction);
  } finally {
    files.focusOn(null);
  }
}

/**
 * Carries out the request on the files; with design tokens, the brand is applied first. `target`:
 * the elements the edit is aimed at (issue 27); the words and heading it rewrites are looked for there.
 */
export function applyEdit(
  query: string,
  input: SiteFile[],
  options: { tokens?: readonly DesignToken[]; target?: EditTarget | null } = {},
): EditResult {
  const tokens = options.tokens ?? [];
  const target = options.target ?? null;
  if (!input.some((f) => isPagePath(f.path))) {
    throw new EngineError(`There is no HTML page among the files, so there is nothing the offline engine can edit. ${CAPABILITIES}`);
  }
  // Rewriting every text of a site in another language takes a language model.
  if (TRANSLATE.test(query))
    throw new EngineError(`Translating a site takes a language model: use the openai engine for that. ${CAPABILITIES}`);
  const files = new SiteFiles(input, target);
  const siteLang = declaredLang(files);
  const ops: { op: EditOp; instruction: string }[] = [];
  const asides: string[] = [];
  // Sentences not understood that may be remarks: decided once every sentence is read.
  const unread: string[] = [];
  // The request's pictures are placed only where an instruction asks (picture-edit.ts).
  const pictures = givenImages(input, query);
  const pictureAsks: { ask: PictureAsk; instruction: string }[] = [];
  let shown: Set<string> | undefined;
  const shownNames = () => (shown ??= namesShown(input.filter((f) => isPagePath(f.path))));
  let previous: string | undefined;
  for (const instruction of splitInstructions(query)) {
    // With design tokens, "Use our brand colours and fonts" asks for what the tokens carry, applied below.
    if (tokens.length > 0 && BRAND_ASK.test(instruction)) {
      asides.push(instruction);
      continue;
    }
    const ask = pictureAsk(instruction, pictures, shownNames);
    if (ask) {
      pictureAsks.push({ ask, instruction });
      continue;
    }
    const op = parseInstruction(instruction, siteLang);
    const last = ops[ops.length - 1]?.op;
    // Hours given over several lines or after semicolons ("...Sat 9-1; Sun closed") are one list.
    if (last?.kind === 'hours' && (!op || op.kind === 'hours') && isHoursLine(instruction)) {
      last.rows.push(...(op?.kind === 'hours' ? op.rows : [instruction.trim()]));
      continue;
    }
    // "Calzone is £13 now and diavola £12": the pieces after the first price change are changes too,
    // and after a priced entry added ("we also do hire now: city bikes £15 a day, e-bikes £30") entries too.
    const more = !op && (last?.kind === 'price' || (last?.kind === 'addItem' && last.price)) ? itemAtPrice(instruction) : null;
    if (more) {
      ops.push({ op: last?.kind === 'addItem' ? pricedEntry(more, last.list) : more, instruction });
      continue;
    }
    // "New room opening! The Vault, £22 per person": a name and its price right after news of
    // something new is that new thing, an entry of the priced list.
    const announced =
      !op && asides.at(-1) === previous && previous !== undefined && NEWS.test(previous) ? announcedEntry(instruction) : null;
    previous = instruction;
    if (announced) {
      ops.push({ op: announced, instruction });
      continue;
    }
    if (!op) {
      // A few words around the asks ("We've moved!", "Thanks.") are no instruction of their own.
      if (instruction.split(/\s+/).length <= 3 || isBareAsk(instruction)) {
        asides.push(instruction);
        continue;
      }
      unread.push(instruction);
      continue;
    }
    ops.push({ op, instruction });
  }
  // "Can you bump the sourdough up to £4.80? Flour has gone up again.": beside an ask understood, a
  // sentence that asks for nothing is its reason. It is said in the summary, never silently dropped;
  // anything else not understood fails the edit.
  const notUnderstood = ops.length > 0 || pictureAsks.length > 0 ? unread.find((sentence) => !isRemark(sentence)) : unread[0];
  if (notUnderstood !== undefined)
    throw new EngineError(`The offline engine did not understand "${notUnderstood.slice(0, 160)}". ${CAPABILITIES}`);
  if (ops.length === 0 && pictureAsks.length === 0 && asides.length > 0 && tokens.length === 0)
    throw new EngineError(`The offline engine did not understand "${asides.join(' ').slice(0, 160)}". ${CAPABILITIES}`);
  // "Links to our GitHub and our status page": a link of a list with no address to give it is said, not
  // made up, while the others are added.
  const addressed = ops.some(({ op }) => op.kind === 'profileLink' && op.href !== null);
  const unaddressed = addressed ? ops.filter(({ op }) => op.kind === 'profileLink' && op.href === null) : [];
  for (const skipped of unaddressed) ops.splice(ops.indexOf(skipped), 1);
  const done: string[] = [];
  if (tokens.length > 0) {
    try {
      const brand = applyBrand(files, tokens);
      if (brand) done.push(brand);
    } catch (error) {
      if (error instanceof EditFailure)
        throw new EngineError(`Could not apply the brand's design tokens: ${error.message}. ${CAPABILITIES}`, { cause: error });
      throw error;
    }
  }
  const steps = [
    ...pictureAsks.map(({ ask, instruction }) => ({ instruction, apply: () => placePictures(files, ask, instruction) })),
    ...ops.map(({ op, instruction }) => ({ instruction, apply: () => runOnNamedPage(files, op, instruction) })),
  ];
  for (const { apply, instruction } of steps) {
    try {
      done.push(apply());
    } catch (error) {
      if (error instanceof EditFailure)
        throw new EngineError(`Could not carry out "${instruction.slice(0, 160)}": ${error.message}. ${CAPABILITIES}`, { cause: error });
      throw error;
    }
  }
  for (const { op } of unaddressed)
    if (op.kind === 'profileLink')
      done.push(`No link to ${op.label}: the request gives no address for it (say where it points, e.g. "at example.com/page")`);
  if (done.length === 0) throw new EngineError(`The request did not ask for a change. ${CAPABILITIES}`);
  for (const remark of unread) done.push(`Read "${remark.slice(0, 160)}" as a remark, not a change`);
  return { files: files.all(), changed: files.changed(), summary: done.join('; ') };
}
