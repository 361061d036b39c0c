import { textProblem } from '../text/text-rules.ts';
import { MAX_URL_CHARS } from './limits.ts';

/** Reason an absolute http(s) URL is unacceptable, or null. */
export function httpUrlProblem(value: string): string | null {
  if (value.length > MAX_URL_CHARS) return `must be at most ${MAX_URL_CHARS} characters (got ${value.length})`;
  // The URL parser drops tabs and line breaks silently; the text kept would still hold them.
  const text = textProblem(value, 'single-line');
  if (text) return text;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute URL such as https://example.com/';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `must use http or https (got ${url.protocol.replace(':', '')})`;
  if (!url.hostname) return 'must name a host';
  if (url.username || url.password) return 'must not contain a user name or password';
  return null;
}
