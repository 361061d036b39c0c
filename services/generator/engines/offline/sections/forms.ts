// Forms that check themselves in the browser (script `forms`): every input has a label, errors
// are announced next to the field, and the page says plainly that nothing is sent.
import { escapeHtml, slugify } from '../render/html-text.ts';
import type { FormTarget } from '../request/asked-for.ts';
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
  let control: string;
  if (f.type === 'textarea') control = `<textarea id="${id}" name="${f.name}" rows="4"${req}${described}></textarea>`;
  else if (f.type === 'select')
    control = `<select id="${id}" name="${f.name}"${req}${described}>${(f.options ?? []).map((o) => `<option>${escapeHtml(o)}</option>`).join('')}</select>`;
  else
    control = `<input id="${id}" name="${f.name}" type="${f.type}"${f.type === 'email' ? ' autocomplete="email"' : f.name === 'name' ? ' autocomplete="name"' : f.type === 'tel' ? ' autocomplete="tel"' : f.type === 'password' ? ` autocomplete="${prefix === 'login' ? 'current-password' : 'new-password'}"` : ''}${f.min ? ` min="${f.min}"` : ''}${req}${described}>`;
  return `<div class="field"><label for="${id}">${escapeHtml(f.label)}</label>${control}<p class="field-error" id="${id}-error" hidden></p></div>`;
}

const UPLOAD = { en: 'Upload', es: 'Subir', fr: 'Téléverser', de: 'Hochladen' };

// A field the request names, typed by what it asks for.
const FIELD_TYPES: [RegExp, string][] = [
  [/e-?mail|correo|courriel/i, 'email'],
  [/phone|telephone|mobile|tel[eé]fono|t[eé]l[eé]phone|telefon|handy/i, 'tel'],
  [
    /date|birthday|birth|d[ií]a|fecha|datum|geburtstag|check-?in|check-?out|arrival|departure|llegada|salida|arriv[ée]e|d[ée]part|anreise|abreise/i,
    'date',
  ],
  [/\btime\b|hora|heure|uhrzeit/i, 'time'],
  [/message|comments?|notes?|questions?|details|description|requests?|mensaje|commentaire|nachricht|anmerkung|bemerkung/i, 'textarea'],
  [/number of|how many|guests|party size|quantity|\bage\b|people|personas|personnes|personen|anzahl/i, 'number'],
  [/website|url|portfolio link|site web|sitio web/i, 'url'],
  [/upload|attachment|photo of|file/i, 'file'],
  [/password|contrase[nñ]a|mot de passe|passwort/i, 'password'],
];

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
    const name = slugify(label).slice(0, 30);
    if (seen.has(name)) continue;
    seen.add(name);
    const type = FIELD_TYPES.find(([pattern]) => pattern.test(label))?.[1] ?? 'text';
    fields.push({
      name,
      label: label.charAt(0).toUpperCase() + label.slice(1),
      type,
      required: type === 'email' || fields.length === 0,
      ...(type === 'number' ? { min: '1' } : {}),
    });
  }
  return [...fields, ...uploads.filter((u) => !seen.has(u.name))];
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
<p><a class="contact-phone" href="${escapeHtml(details.phoneHref)}">${escapeHtml(details.phone)}</a></p>
<p><a class="contact-email" href="mailto:${escapeHtml(details.email)}">${escapeHtml(details.email)}</a></p>
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
