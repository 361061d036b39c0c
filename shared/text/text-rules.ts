// Input hygiene in one place: what text the service takes in and writes to its log. Every text
// ends up in PostgreSQL (the read model), which cannot store NUL in `text` or `jsonb` and cannot
// store a lone UTF-16 surrogate in `jsonb` (in `text` the driver silently turns it into U+FFFD,
// so the stored text would differ from the logged one). So:
// - `storable` text (file contents, messages from engines): no NUL, no lone surrogates. Other
//   control characters stay allowed: form feeds, escape sequences or vertical tabs do occur in
//   real source files, and PostgreSQL stores them.
// - `plain` text (the request, names, labels): storable, and no control characters that no site
//   text needs: tab, line feed and carriage return are the only ones allowed.
// - `single-line` text (ids, paths, URLs, languages): plain, without tab or line breaks.
// The rules are zod schemas, used by the HTTP bodies (a 400 naming the field) and by the event
// catalogue (nothing reaches the log that the projector cannot store).
import { z } from 'zod';

export type TextRule = 'storable' | 'plain' | 'single-line';

const describeChar = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

// C0 controls, DEL and C1 controls (U+0080..U+009F), minus what each rule allows.
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A plain-language reason the text breaks the rule, or null when it is fine. */
export function textProblem(value: string, rule: TextRule): string | null {
  const nul = value.indexOf('\u0000');
  if (nul !== -1) return `must not contain NUL characters (found at character ${nul + 1})`;
  if (!value.isWellFormed()) return 'must be valid Unicode (it holds a lone surrogate)';
  if (rule === 'storable') return null;
  const control = (rule === 'plain' ? CONTROL_EXCEPT_WHITESPACE : ANY_CONTROL).exec(value);
  if (control) {
    const allowed = rule === 'plain' ? ' (tab and line breaks are fine)' : '';
    return `must not contain control characters (found ${describeChar(control[0])} at character ${control.index + 1})${allowed}`;
  }
  return null;
}

/** A zod string checked by `rule`, and at most `maxChars` UTF-16 units when given. */
export function textSchema(rule: TextRule, maxChars?: number) {
  return z.string().superRefine((value, ctx) => {
    if (maxChars !== undefined && value.length > maxChars) {
      ctx.addIssue({ code: 'custom', message: `must be at most ${maxChars} characters (got ${value.length})` });
      return;
    }
    const problem = textProblem(value, rule);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/**
 * Makes text from outside the request (a model's output, a forked site, a provider's error
 * message) storable without refusing it: NUL and lone surrogates become U+FFFD, as a decoder does
 * with bytes that are not text.
 */
export function toStorableText(value: string): string {
  const wellFormed = value.isWellFormed() ? value : value.toWellFormed();
  return wellFormed.includes('\u0000') ? wellFormed.replaceAll('\u0000', '\uFFFD') : wellFormed;
}
