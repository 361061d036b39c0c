// One delivery attempt: the outbound address rules on the URL (every attempt, after DNS, so a name
// that starts resolving to a private address is caught), then one POST to exactly the checked
// address, with a short overall timeout and no redirects followed.
import { OutboundRequestError } from '../../shared/net/outbound-request-error.ts';
import { requestPinned } from '../../shared/net/pinned-request.ts';
import { createTargetResolver, type LookupAll, type PinnedTarget } from '../../shared/net/resolve-target.ts';

export interface AttemptRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  allowedHosts: readonly string[];
  timeoutMs: number;
  lookup: LookupAll;
}

export interface AttemptResult {
  /** 0 when the endpoint gave no HTTP status. */
  statusCode: number;
  durationMs: number;
  /** Plain-language problem; '' when delivered (2xx). */
  error: string;
}

async function post(url: URL, target: PinnedTarget, headers: Record<string, string>, body: string, signal: AbortSignal): Promise<number> {
  const response = await requestPinned(url, target, headers, signal, body);
  // Only the status matters; the body is read and dropped so the socket closes cleanly.
  response.resume();
  await new Promise<void>((resolve, reject) => {
    response.on('end', resolve);
    response.on('error', reject);
  });
  return response.statusCode ?? 0;
}

function describe(error: unknown, timeoutMs: number, signal: AbortSignal): string {
  if (error instanceof OutboundRequestError) return error.message;
  if (signal.aborted) return `the endpoint did not answer within ${timeoutMs} ms`;
  const code = (error as { code?: string }).code;
  if (code === 'ECONNREFUSED') return 'the endpoint refused the connection';
  if (code === 'ECONNRESET') return 'the endpoint closed the connection before answering';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'the endpoint host name could not be found';
  if ((typeof code === 'string' && code.startsWith('ERR_TLS')) || /certificate/i.test((error as Error).message ?? ''))
    return 'the endpoint TLS certificate could not be verified';
  return `the endpoint could not be reached${code ? ` (${code})` : ''}`;
}

export async function attemptDelivery(request: AttemptRequest): Promise<AttemptResult> {
  const started = performance.now();
  const signal = AbortSignal.timeout(request.timeoutMs);
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const url = new URL(request.url);
    const target = await createTargetResolver('webhooks', request.allowedHosts, request.lookup, signal)(url);
    const statusCode = await post(url, target, request.headers, request.body, signal);
    if (statusCode >= 200 && statusCode < 300) return { statusCode, durationMs: elapsed(), error: '' };
    const redirect = statusCode >= 300 && statusCode < 400 ? ' (a redirect; redirects are not followed)' : '';
    return { statusCode, durationMs: elapsed(), error: `the endpoint answered HTTP ${statusCode}${redirect}` };
  } catch (error) {
    return { statusCode: 0, durationMs: elapsed(), error: describe(error, request.timeoutMs, signal) };
  }
}
