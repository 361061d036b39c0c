// "Add a phone number field to the contact form", "Bitte ein Feld für die Telefonnummer im
// Kontaktformular ergänzen", "Añade un campo de teléfono al formulario", "Ajoutez un champ téléphone
// au formulaire": one more field on a form the pages already have, typed by what it asks for (a
// phone number is a tel field), before the message box or the send button. Until the twenty-fourth
// session the contact section was made again with its stock fields and the caller told it was done.
import { askedField, field } from '../sections/forms.ts';
import { slugify } from '../render/html-text.ts';
import { ADD_WORDS, wordsPattern } from './edit-words.ts';
import { EditFailure } from './edit-failure.ts';
import { attr, closest, HtmlSource, isElement, textContent, type Element } from './html-source.ts';
import { siteContext } from './site-context.ts';
import type { SiteFiles } from './site-files.ts';

export interface FormFieldOp {
  kind: 'formField';
  /** What each new field asks for, in the caller's words ("phone number"). */
  labels: string[];
  /** The form's own word, when the instruction names one ("booking" of "the booking form"). */
  form?: string;
}

const FIELD = '(?:field|box|input|feld|campo|champ)s?';
const FORM = '(?:[\\p{L}-]*form(?:ular|ulario|ulaire)?)';
// The field's name, by language: before "field" ("a phone number field"), after "field for" ("ein
// Feld für die Telefonnummer", "un campo de teléfono", "un champ téléphone"), or after "ask for"
// ("the contact form should also ask for a phone number").
const PHRASINGS = [
  // 'a field « date souhaitée »', 'ein Feld „Wunschtermin“', 'a "Company" field': the quoted name.
  new RegExp(String.raw`(?<![\p{L}])${FIELD}\s+[«"“„']\s*([^»"”“']{2,40}?)\s*[»"”“']`, 'iu'),
  new RegExp(String.raw`[«"“„']\s*([^»"”“']{2,40}?)\s*[»"”“']\s+${FIELD}(?![\p{L}])`, 'iu'),
  new RegExp(
    String.raw`(?<![\p{L}])(?:an?|one more|another|one|two|some)\s+(?:new\s+)?(\p{L}[\p{L}' -]{1,39}?)\s+${FIELD}(?![\p{L}])`,
    'iu',
  ),
  /(?<![\p{L}])([\p{L}]{3,30})-(?:feld|field)(?![\p{L}])/iu,
  new RegExp(
    String.raw`(?<![\p{L}])${FIELD}\s+(?:(?:for|für|de|para|pour le|pour la|pour)\s+|pour l')?(?:(?:the|die|den|das|el|la|le|une?|an?)\s+|l')?(\p{L}[\p{L}' -]{1,39}?)\s*(?=(?:to|in|on|into|im|in das|ins|zum|zur|al|en el|en|au|dans|à)\s|[,.!]|$)`,
    'iu',
  ),
  new RegExp(
    String.raw`${FORM}\s+(?:should\s+(?:also\s+)?|also\s+|needs?\s+to\s+(?:also\s+)?)(?:ask|asks)\s+for\s+(?:(?:a|an|the|their|your|his|her)\s+)?(\p{L}[\p{L}' -]{1,39}?)\s*(?:[,.!]|$)`,
    'iu',
  ),
];
// The form named: "the booking form", "im Kontaktformular", "al formulario de reserva".
const NAMED_FORM = /(?<![\p{L}])(?:the|our|my|die|das|dem|el|le|al|au)?\s*([\p{L}]+)[\s-]?form(?![\p{L}])/iu;
const COMPOUND_FORM = /(?<![\p{L}])([\p{L}]+?)formular(?![\p{L}])/iu;
const PLAIN_FORM = /^(?:the|our|my|a|an|contact|this|that)$/i;
const NOT_A_FIELD = wordsPattern(['text', 'search', 'form', 'new', 'more', 'extra']);
const FIELD_WORD = new RegExp(`(?<![\\p{L}])${FIELD}(?![\\p{L}])`, 'iu');
const FORM_WORD = new RegExp(FORM, 'iu');

/** The field an instruction adds to a form, or null when it asks for none. */
export function parseFormField(text: string): FormFieldOp | null {
  if (!ADD_WORDS.test(text) && !/\bask(?:s|ing)?\s+for\b/i.test(text)) return null;
  if (!FIELD_WORD.test(text) && !FORM_WORD.test(text)) return null;
  for (const phrasing of PHRASINGS) {
    const said = phrasing.exec(text)?.[1]?.trim();
    if (!said || (NOT_A_FIELD.test(said) && said.split(/\s+/).length === 1)) continue;
    const labels = said
      .split(/\s*,\s*|\s+(?:and|und|y|et)\s+/i)
      .map((label) => label.replace(/^(?:a|an|the|die|den|das|el|la|le|l')\s+/i, '').trim())
      .filter((label) => label.length >= 2);
    if (labels.length === 0) continue;
    const form = COMPOUND_FORM.exec(text)?.[1] ?? NAMED_FORM.exec(text)?.[1];
    return { kind: 'formField', labels, ...(form && !PLAIN_FORM.test(form) && !/^kontakt$/i.test(form) ? { form } : {}) };
  }
  return null;
}

/** The form the op names (by its section's id or heading; the only form, whatever it is called), else the page's first. */
function targetForm(doc: HtmlSource, named: string | undefined): Element | undefined {
  const forms = doc.elements('form');
  if (!named || forms.length === 1) return forms[0];
  const word = named.toLowerCase().slice(0, 5);
  return forms.find((form) => {
    const section = closest(form, 'section') ?? closest(form, 'div');
    const heading = section ? (doc.elements('h2', 'h3').find((h) => closest(h, 'section') === section) ?? null) : null;
    return `${attr(form, 'id') ?? ''} ${attr(form, 'class') ?? ''} ${section ? attr(section, 'id') : ''} ${heading ? textContent(heading) : ''}`
      .toLowerCase()
      .includes(word);
  });
}

/** The element a new field goes before: the message box's field, else the send button's block. */
function placeBefore(doc: HtmlSource, form: Element): Element | undefined {
  const inForm = doc.elements('textarea', 'button', 'input').filter((el) => closest(el, 'form') === form);
  const topLevel = (el: Element) => {
    let node: Element = el;
    while (node.parentNode && isElement(node.parentNode) && node.parentNode !== form) node = node.parentNode;
    return node;
  };
  const message = inForm.find((el) => el.tagName === 'textarea');
  if (message) return topLevel(message);
  const submit = inForm.find(
    (el) => (el.tagName === 'button' && attr(el, 'type') !== 'button') || (el.tagName === 'input' && attr(el, 'type') === 'submit'),
  );
  return submit ? topLevel(submit) : undefined;
}

/** Adds the fields to the form on every page that has one; says what was added. */
export function addFormField(files: SiteFiles, op: FormFieldOp, instruction: string): string {
  const ctx = siteContext(files, instruction);
  const added: string[] = [];
  for (const page of files.html()) {
    const doc = new HtmlSource(page.content);
    const form = targetForm(doc, op.form);
    if (!form?.sourceCodeLocation?.endTag) continue;
    const ids = doc.elements('input', 'textarea', 'select').filter((el) => closest(el, 'form') === form);
    const prefix = (attr(ids[0] ?? form, 'id') ?? 'form').replace(/-[^-]*$/, '') || 'form';
    const markup: string[] = [];
    for (const label of op.labels) {
      const asked = askedField(ctx, label);
      const name = asked.name || slugify(label);
      // A form has one phone and one e-mail; a second date or number may be what the caller asks for.
      if (ids.some((el) => attr(el, 'name') === name || (['tel', 'email'].includes(asked.type) && attr(el, 'type') === asked.type)))
        continue;
      markup.push(field(prefix, { ...asked, name }));
      added.push(`"${asked.label}" (${asked.type})`);
    }
    if (markup.length === 0) continue;
    const before = placeBefore(doc, form);
    if (before?.sourceCodeLocation) doc.insertBefore(before, `${markup.join('\n')}\n`);
    else doc.append(form, `${markup.join('\n')}\n`);
    files.set(page.path, doc.result());
  }
  if (added.length === 0) {
    if (!files.html().some((page) => targetForm(new HtmlSource(page.content), op.form)))
      throw new EditFailure(op.form ? `the pages have no ${op.form} form to add a field to` : 'the pages have no form to add a field to');
    return `The form already asks for ${op.labels.join(', ')}`;
  }
  return `Added ${[...new Set(added)].join(', ')} to the form`;
}
