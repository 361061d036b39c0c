// A form asked for without the word "form": "Volunteer sign-up for Harbour Food Bank: name, email,
// phone", "Job application page: name, email, CV upload". What the page is for takes a form, and
// the list after it names the form's fields (a contact field among them, none of them an amount).

import type { Lang } from './language.ts';

export type FormTarget = 'contact' | 'booking' | 'signup' | 'newsletter' | 'login';

// Words that say a sign-up makes an account to log in to.
const ACCOUNT =
  /\b(?:accounts?|passwords?|log ?in|sign ?in|members? area|user profiles?|cuentas?|contrase[nñ]a|comptes?|mot de passe|konto|passwort)\b/i;

/**
 * Whether a sign-up form asked for with its own fields makes an account: only when the request says
 * so. A volunteers' or a class's sign-up asks no password, and is headed as a sign-up.
 */
export function signupMakesAccount(text: string): boolean {
  return ACCOUNT.test(text);
}

/** The heading of a sign-up that makes no account. */
export const SIGN_UP_TITLE: Record<Lang, string> = { en: 'Sign up', es: 'Inscripción', fr: 'Inscription', de: 'Anmeldung' };

/** What a visitor does through a form: write, sign up, apply, enquire, book, reply, order, in the four languages. */
export const FORM_PURPOSE =
  /(?<!\p{L})(?:contact(?: us)?|sign[- ]?ups?|registrations?|register|applications?|apply|enquir(?:y|ies)|inquir(?:y|ies)|bookings?|reservations?|rsvp|quote requests?|request a quote|orders?|surveys?|questionnaires?|feedback|subscriptions?|anmeldung|anmelde\p{L}{0,12}|bewerbung|buchung|buchungs\p{L}{0,12}|reservierung|anfrage|\p{L}{1,12}anfrage|inscripci[oó]n|solicitud|reservas?|candidature|inscription|r[ée]servation|devis|presupuesto|adh[ée]sion|membership|mitgliedsantrag|aufnahmeantrag|alta de socio)(?!\p{L})/giu;

// Who is writing and how to reach them: a list with one of these is a list of fields.
const CONTACT_FIELD =
  /(?<!\p{L})(?:e-?mail|phone|telephone|mobile|(?:first |last |full |your )?name|correo|courriel|t[eé]l[eé]phone|tel[eé]fono|telefon|telefonnummer|handynummer|rufnummer|nombre|nom|handy)(?!\p{L})/iu;
// Other words that name what a form asks for.
const FIELD_WORD =
  /(?<!\p{L})(?:dates?|times?|fecha|datum|address|postcode|post code|zip|age|guests|number of|how many|party size|size|type|message|comments?|cv|r[ée]sum[ée]|upload|photos?|days|availability|checkbox|agree|consent|personas|personnes|personen|anzahl|nachricht|mensaje|anreise|abreise|check-?in|check-?out|arriv[ée]e|d[ée]part|llegada|salida|entrada)(?!\p{L})/iu;

/** Whether any piece names a field a form asks for (a contact field, a date, a message, ...). */
export function namesAField(fields: string[]): boolean {
  return fields.some((f) => CONTACT_FIELD.test(f) || FIELD_WORD.test(f));
}

/** The pieces read as a form's fields: two or more name a field, one of them a contact field, and none is an amount or address. */
export function looksLikeFields(fields: string[]): boolean {
  if (fields.some((f) => /[\d@]/.test(f))) return false;
  const fieldLike = fields.filter((f) => CONTACT_FIELD.test(f) || FIELD_WORD.test(f)).length;
  return fieldLike >= 2 && fields.some((f) => CONTACT_FIELD.test(f));
}

/** Which form the words around the form word ask for ("booking form", "newsletter sign-up", "Anmeldeformular"). */
export function formTarget(kind: string): FormTarget {
  const words = kind.toLowerCase();
  if (/book|r[ée]serv|appoint|rsvp|cita|termin|buchung/.test(words)) return 'booking';
  // "a newsletter sign-up" is the newsletter's form, not an account's.
  if (/newsletter|subscri/.test(words)) return 'newsletter';
  if (/sign|regist|inscri|anmeld/.test(words)) return 'signup';
  if (/log ?in/.test(words)) return 'login';
  return 'contact';
}
