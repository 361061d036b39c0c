// Validation of `source_url` by the fetcher before it requests anything (the gateway's early 400s use
// httpUrlProblem of shared/api).
// Reasons carry no field name, like filePathProblem: the caller prefixes "source_url: ".

import { hostNameProblem, isAllowedHost } from '../../../shared/net/host-policy.ts';
import { refusedTargetMessage } from '../../../shared/net/outbound-request-error.ts';

export const MAX_SOURCE_URL_LENGTH = 2048;

export interface SourceUrlCheck {
  /**
   * When given, literal forbidden addresses and local host names are refused as well (the same
   * allow-list the fetcher gets). Names are not resolved here: DNS answers can change, so the
   * fetcher checks them again at fetch time anyway.
   */
  allowedHosts?: readonly string[];
}

/** Plain-language reason `url` cannot be forked, or null when it may be tried. */
export function sourceUrlProblem(url: string, check: SourceUrlCheck = {}): string | null {
  if (url.length === 0) return 'must not be empty';
  if (url.length > MAX_SOURCE_URL_LENGTH) {
    return `must be at most ${MAX_SOURCE_URL_LENGTH} characters (got ${url.length})`;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'must be an absolute http:// or https:// URL';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return `must be an http:// or https:// URL (got ${parsed.protocol})`;
  }
  if (parsed.hostname === '') return 'must name a host';
  if (parsed.username !== '' || parsed.password !== '') return 'must not contain a user name or password';
  if (check.allowedHosts && !isAllowedHost(parsed, check.allowedHosts)) {
    const problem = hostNameProblem(parsed);
    if (problem) return refusedTargetMessage(problem, 'forking');
  }
  return null;
}
