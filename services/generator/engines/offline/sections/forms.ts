// Forms that check themselves in the browser (script `forms`): every input has a label, errors
// are announced next to the field, and the page says plainly that nothing is sent.
import { escapeHtml, slugify } from '../render/html-text.ts';
import { CONSENT, type FormTarget } from '../request/asked-for.ts';
import { signupMakesAccount } from '../request/form-purpose.ts';
import type { RenderContext } from '../render/render-context.ts';
import { contactDetails } from './contact-details.ts';
import { capitalise, sectionTitle, shell } from './shell.ts';

export interface Field {
  name: string;
  label: string;
  type: string;
  required?: boolean;
  options?: string[];
  min?: string;
}

export function field(prefix: string, f: Field): string {
  const id = `${prefix}-${f.name}`;
  const req = f.required ? ' required' : '';
  const described = ` aria-describedby="${id}-error"`;
  const error = `<p class="field-error" id="${id}-error" hidden></p>`;
  // A group of choices is a fieldset: its legend names the question, each choice its own label.
  if (f.type === 'checkboxes' || f.type === 'radio') {
    const input = f.type === 'radio' ? 'radio' : 'checkbox';
    // Each choice's label also names the question, unseen, so the choice read alone still says what it answers.
    const question = `<span class="visually-hidden"> (${escapeHtml(f.label)})</span>`;
    const choices = (f.options ?? []).map(
      (o, i) =>
        `<label class="choice"><input type="${input}" name="${f.name}" value="${escapeHtml(o)}"${input === 'radio' && i === 0 ? ' checked' : ''}> ${escapeHtml(o)}${question}</label>`,
    );
    return `<fieldset class="field"><legend>${escapeHtml(f.label)}</legend>${choices.join('')}</fieldset>`;
  }
  // The label names its box by id as well as by holding it, so every way of finding a control's label finds this one.
  if (f.type === 'checkbox')
    return `<div class="field"><label class="choice" for="${id}"><input id="${id}" name="${f.name}" type="checkbox"${req}${described}> ${escapeHtml(f.label)}</label>${error}</div>`;
  let control: string;
  if (f.type === 'textarea') control = `<textarea id="${id}" name="${f.name}" rows="4"${req}${described}></textarea>`;
  else if (f.type === 'select')
    control = `<select id="${id}" name="${f.name}"${req}${described}>${(f.options ?? []).map((o) => `<option>${escapeHtml(o)}</option>`).join('')}</select>`;
  else
    control = `<input id="${id}" name="${f.name}" type="${f.type}"${f.type === 'email' ? ' autocomplete="email"' : f.name === 'name' ? ' autocomplete="name"' : f.type === 'tel' ? ' autocomplete="tel"' : f.type === 'password' ? ` autocomplete="${prefix === 'login' ? 'current-password' : 'new-password'}"` : ''}${f.min ? ` min="${f.min}"` : ''}${req}${described}>`;
  return `<div class="field"><label for="${id}">${escapeHtml(f.label)}</label>${control}${error}</div>`;
}

const UPLOAD = { en: 'Upload', es: 'Subir', fr: 'Téléverser', de: 'Hochladen' };

// A field the request names, typed by what it asks for; the first pattern that fits wins.
const FIELD_TYPES: [RegExp, string][] = [
  [CONSENT, 'checkbox'],
  [
    /(?<!\p{L})(?:cv|r[ée]sum[ée]|curriculum|lebenslauf|upload|attachments?|photos?|pictures?|images?|files?|documents?|fotos?|anhang|adjuntos?|pi[èe]ces? jointes?)(?!\p{L})/iu,
    'file',
  ],
  [/e-?mail|correo|courriel/i, 'email'],
  [/phone|telephone|mobile|tel[eé]fono|t[eé]l[eé]phone|telefon|handy/i, 'tel'],
  [/\b(?:availability|available days|days available|disponibilit[ée]s?|disponibilidad|verf[üu]gbarkeit)\b|\bdays\b/i, 'checkboxes'],
  // "arrival time", "heure d'arrivée", "Ankunftszeit": a time, though its words name a date too ("full-time" names none).
  [/(?<!(?:full|part)-)\btime\b|\bhora\b|\bheure\b|uhrzeit|zeit$/i, 'time'],
  [
    // "Wunschtermin", "Termin", "naissance": a day asked for.
    /date|birthday|birth|\bd[ií]a\b|fecha|datum|geburtstag|check-?in|check-?out|arrival|departure|llegada|salida|arriv[ée]e|d[ée]part|anreise|abreise|ankunft|termin|naissance/i,
    'date',
  ],
  [
    /number of|how many|guests|party size|quantity|\bage\b|\bedad\b|(?<![a-zà-ÿ])âge\b|\balter\b|people|children|kids|adults|nights|personas|personnes|personen|anzahl|g[äa]ste|kinder|ni[ñn]os|enfants|adultes|adultos|nombre de|n[úu]mero de|m²|m2\b|sq ?ft|square (?:metres|meters|feet)|\bsurface\b|superficie|fl[äa]che|\barea\b|\bquadratmeter/i,
    'number',
  ],
  [/(?<!\p{L})(?:sizes?|gr[öo](?:ß|ss)e|taille|tama[ñn]o|talla|pointure)(?!\p{L})/iu, 'size'],
  [/\b(?:types?|kind|typ|art|tipo|genre)\b/i, 'type'],
  [/message|comments?|notes?|questions?|details|description|requests?|mensaje|commentaire|nachricht|anmerkung|bemerkung/i, 'textarea'],
  [/website|url|portfolio link|site web|sitio web/i, 'url'],
  [/password|contrase[nñ]a|mot de passe|passwort/i, 'password'],
];

const SIZES = {
  en: ['Small', 'Medium', 'Large'],
  es: ['Pequeño', 'Mediano', 'Grande'],
  fr: ['Petit', 'Moyen', 'Grand'],
  de: ['Klein', 'Mittel', 'Groß'],
};
const TYPES = {
  en: ['Standard', 'Premium', 'Other'],
  es: ['Estándar', 'Premium', 'Otro'],
  fr: ['Standard', 'Premium', 'Autre'],
  de: ['Standard', 'Premium', 'Andere'],
};

// Kinds of a few things people book, by the word before "type" ("room type", "type of event").
const KINDS_OF: [RegExp, Record<'en' | 'es' | 'fr' | 'de', string[]>][] = [
  [
    /room|chambre|habitaci[óo]n|zimmer/i,
    {
      en: ['Single', 'Double', 'Family'],
      es: ['Individual', 'Doble', 'Familiar'],
      fr: ['Simple', 'Double', 'Familiale'],
      de: ['Einzelzimmer', 'Doppelzimmer', 'Familienzimmer'],
    },
  ],
  [
    /event|[ée]v[ée]nement|evento|veranstaltung|feier/i,
    {
      en: ['Wedding', 'Birthday', 'Corporate', 'Other'],
      es: ['Boda', 'Cumpleaños', 'Empresa', 'Otro'],
      fr: ['Mariage', 'Anniversaire', 'Entreprise', 'Autre'],
      de: ['Hochzeit', 'Geburtstag', 'Firmenfeier', 'Andere'],
    },
  ],
];

/** A named field as a control: sizes as a choice of three, types as the request's own items (or three plain kinds). */
// The sender's name in the four languages: it is the form's own name field, not a second one.
const NAME_FIELD = /^(?:(?:your |full )?name|nombre(?: completo)?|nom(?: complet)?|(?:vollst[äa]ndiger )?name)$/i;

// A first or last name asked for is the sender's name, in parts.
const PART_OF_NAME = /^(?:first|last|given|family|sur) ?name|^(?:vorname|nachname|pr[ée]nom|apellidos?)$/i;

function namedField(ctx: RenderContext, label: string, first: boolean): Field {
  const name = NAME_FIELD.test(label.trim()) ? 'name' : slugify(label).slice(0, 30);
  const shown = label.charAt(0).toUpperCase() + label.slice(1);
  const type = FIELD_TYPES.find(([pattern]) => pattern.test(label))?.[1] ?? 'text';
  const lang = ctx.request.lang;
  // The choices the request lists for the field ("car size (small, medium, large)"): a few to pick from at a glance, more in a list.
  const listed = ctx.request.asked.form?.choices?.[label.toLowerCase()];
  if (listed) {
    const options = listed.map((o) => o.charAt(0).toUpperCase() + o.slice(1));
    if (type === 'checkboxes') return { name, label: shown, type, options };
    return { name, label: shown, type: options.length <= 4 ? 'radio' : 'select', options };
  }
  if (type === 'size') return { name, label: shown, type: 'radio', options: SIZES[lang] };
  if (type === 'type') {
    const items = ctx.request.items.map((item) => item.name);
    const known = KINDS_OF.find(([pattern]) => pattern.test(label))?.[1][lang];
    return { name, label: shown, type: 'select', options: known ?? (items.length >= 2 ? items : TYPES[lang]) };
  }
  if (type === 'checkboxes') return { name, label: shown, type, options: ctx.t.days };
  return {
    name,
    label: shown,
    type,
    required: type === 'email' || type === 'checkbox' || (first && type !== 'file'),
    ...(type === 'number' ? { min: '1' } : {}),
  };
}

/** One field a caller names for a form already on the pages ("add a phone number field"). */
export function askedField(ctx: RenderContext, label: string): Field {
  return namedField(ctx, label, false);
}

/** The fields of a form: the ones the request names for it, else the form's usual ones. */
export function fieldsFor(ctx: RenderContext, target: FormTarget, defaults: Field[]): Field[] {
  const asked = ctx.request.asked.form;
  // An upload the request asks for goes on the main form (files stay in the visitor's browser).
  const uploads =
    target === (asked?.target ?? 'contact')
      ? ctx.request.asked.uploads.map((thing) => ({
          name: `upload-${slugify(thing).slice(0, 20)}`,
          label: `${UPLOAD[ctx.request.lang]}: ${thing}`,
          type: 'file',
        }))
      : [];
  if (!asked || asked.target !== target) return [...defaults, ...uploads];
  const seen = new Set<string>();
  const fields: Field[] = [];
  for (const label of asked.fields) {
    const named = namedField(ctx, label, fields.length === 0);
    if (seen.has(named.name)) continue;
    seen.add(named.name);
    fields.push(named);
  }
  // The named fields are added to the form's own: who is writing comes first, and what the form is
  // for (the message, the date, the party size) stays unless a named field asks for the same.
  const covered = (d: Field) =>
    seen.has(d.name) ||
    (d.name === 'name' && fields.some((f) => PART_OF_NAME.test(f.label))) ||
    (d.type !== 'text' &&
      fields.some((f) => f.type === d.type || (d.name === 'guests' && f.type === 'number') || (d.type === 'time' && f.type === 'date')));
  // A sign-up that makes no account (volunteers, a class) asks for no password.
  const account = target !== 'signup' || signupMakesAccount(ctx.request.text);
  const kept = target === 'login' ? [] : defaults.filter((d) => !covered(d) && (account || d.type !== 'password'));
  const first = kept.filter((d) => d.name === 'name' || d.type === 'email');
  const rest = kept.filter((d) => !first.includes(d));
  // A file field the request named ("CV upload") is the upload it asked for.
  const namedFile = fields.some((f) => f.type === 'file');
  return [...first, ...fields, ...rest, ...(namedFile ? [] : uploads.filter((u) => !seen.has(u.name)))];
}

export function validatedForm(
  ctx: RenderContext,
  prefix: string,
  fields: Field[],
  submit: string,
  success: string,
  className = 'form',
): string {
  ctx.scripts.add('forms');
  const { t } = ctx;
  return `<form class="${className}" data-validate novalidate data-required-message="${escapeHtml(t.required)}" data-email-message="${escapeHtml(t.invalidEmail)}" data-success="${escapeHtml(success)}">
${fields.map((f) => field(prefix, f)).join('\n')}
<p><button type="submit" class="button">${escapeHtml(submit)}</button></p>
<p class="form-status" role="status"></p>
<p class="note">${escapeHtml(t.frontEndOnly)}</p>
</form>`;
}

export function contactSection(ctx: RenderContext): string {
  const { t } = ctx;
  const details = contactDetails(ctx);
  const form = validatedForm(
    ctx,
    'contact',
    fieldsFor(ctx, 'contact', [
      { name: 'name', label: t.name, type: 'text', required: true },
      { name: 'email', label: t.email, type: 'email', required: true },
      { name: 'message', label: t.message, type: 'textarea', required: true },
    ]),
    t.send,
    t.thanks,
  );
  return shell(
    'contact',
    sectionTitle(ctx, 'contact'),
    `<div class="split">
<address class="contact-details">
<p><strong>${escapeHtml(ctx.name)}</strong></p>
<p class="contact-address">${escapeHtml(details.address)}</p>
${details.phone ? `<p><a class="contact-phone" href="${escapeHtml(details.phoneHref)}">${escapeHtml(details.phone)}</a></p>\n` : ''}<p><a class="contact-email" href="mailto:${escapeHtml(details.email)}">${escapeHtml(details.email)}</a></p>
</address>
${form}
</div>`,
  );
}

export function newsletterSection(ctx: RenderContext): string {
  const { t } = ctx;
  return shell(
    'newsletter',
    sectionTitle(ctx, 'newsletter'),
    validatedForm(
      ctx,
      'newsletter',
      fieldsFor(ctx, 'newsletter', [{ name: 'email', label: t.email, type: 'email', required: true }]),
      t.subscribe,
      t.subscribed,
      'form form-inline',
    ),
    t.newsletterText,
  );
}

export function bookingSection(ctx: RenderContext): string {
  const { t } = ctx;
  const today = '2025-01-01';
  return shell(
    'booking',
    sectionTitle(ctx, 'booking'),
    validatedForm(
      ctx,
      'booking',
      fieldsFor(ctx, 'booking', [
        { name: 'name', label: t.name, type: 'text', required: true },
        { name: 'email', label: t.email, type: 'email', required: true },
        ...(ctx.request.stay
          ? ctx.request.stay.map((word, i) => ({
              name: i === 0 ? 'check-in' : 'check-out',
              label: capitalise(word),
              type: 'date',
              required: true,
              min: today,
            }))
          : [
              { name: 'date', label: t.date, type: 'date', required: true, min: today },
              { name: 'time', label: t.time, type: 'time', required: true },
            ]),
        { name: 'guests', label: t.guests, type: 'select', options: ['1', '2', '3', '4', '5', '6', '7', '8'] },
      ]),
      sectionTitle(ctx, 'booking'),
      t.booked,
      'form form-grid',
    ),
  );
}
