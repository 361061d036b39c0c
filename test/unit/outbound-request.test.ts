// The outbound request rules' error (shared/net): one neutral error whose message names what the
// request was for, so the fork and the webhook dispatcher show it as it is.

import t from 'tap';
import type { Test } from 'tap';
import { attemptDelivery } from '../../services/dispatcher/post-webhook.ts';
import { OutboundRequestError } from '../../shared/net/outbound-request-error.ts';
import { createTargetResolver, type LookupAll } from '../../shared/net/resolve-target.ts';

const FORKING = 'forking is allowed only from public http(s) sites';
const WEBHOOKS = 'webhooks are delivered only to public http(s) addresses unless the operator lists the host in WEBHOOK_ALLOWED_HOSTS';

const lookup: LookupAll = async (hostname) => {
  if (hostname === 'private.test') return [{ address: '10.0.0.5', family: 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
};

async function refusal(t: Test, resolve: Promise<unknown>): Promise<OutboundRequestError> {
  const error = await resolve.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  t.type(error, OutboundRequestError);
  if (!(error instanceof OutboundRequestError)) throw new Error('expected an OutboundRequestError');
  return error;
}

t.test('a refused target names the rule of its purpose', async (t) => {
  const signal = new AbortController().signal;
  for (const [purpose, rule] of [
    ['forking', FORKING],
    ['webhooks', WEBHOOKS],
  ] as const) {
    const resolve = createTargetResolver(purpose, [], lookup, signal);
    const literal = await refusal(t, resolve(new URL('http://127.0.0.1:8080/')));
    t.equal(literal.message, `127.0.0.1 is a loopback address; ${rule}`);
    t.equal(literal.code, 'blocked');
    t.equal(literal.purpose, purpose);
    const resolved = await refusal(t, resolve(new URL('http://private.test/')));
    t.equal(resolved.message, `private.test resolves to 10.0.0.5, which is a private address; ${rule}`);
    t.equal(resolved.code, 'blocked');
    const missing = await refusal(t, resolve(new URL('http://nowhere.test/')));
    t.equal(missing.message, 'the host name nowhere.test could not be found');
    t.equal(missing.code, 'host_not_found');
  }
});

t.test('an allowed host is resolved and not checked', async (t) => {
  const resolve = createTargetResolver('webhooks', ['private.test:80'], lookup, new AbortController().signal);
  t.same(await resolve(new URL('http://private.test/')), { address: '10.0.0.5', family: 4 });
});

t.test('a webhook delivery to a refused target reports the webhook rule and sends nothing', async (t) => {
  const attempt = (url: string) => attemptDelivery({ url, headers: {}, body: '{}', allowedHosts: [], timeoutMs: 1000, lookup });
  const literal = await attempt('http://10.1.2.3/hook');
  t.equal(literal.error, `10.1.2.3 is a private address; ${WEBHOOKS}`);
  t.equal(literal.statusCode, 0);
  t.equal((await attempt('https://private.test/hook')).error, `private.test resolves to 10.0.0.5, which is a private address; ${WEBHOOKS}`);
  t.equal((await attempt('https://nowhere.test/hook')).error, 'the host name nowhere.test could not be found');
});
