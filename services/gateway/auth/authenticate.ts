import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import { keyIdOf, keyMatches } from './api-key-format.ts';
import type { AccountRecord, KeyRegistry } from './key-registry.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the customer API's onRequest hook; null on every other request (decorateRequest in build-app.ts). */
    account: AccountRecord | null;
  }
}

const HOW = 'Send the header `Authorization: Bearer <API_KEY>` with the key your operator issued.';

/**
 * Resolves the request's Bearer key to its account, or throws 401. Unknown and revoked keys get the
 * same answer. A key and account both in the registry's memory (every request of a caller after its
 * first) are answered at once, not as a promise: the hook that calls this runs on every request,
 * and a promise and its microtask turns are a measurable share of a cached GET /job.
 */
export function authenticate(request: FastifyRequest, registry: KeyRegistry): AccountRecord | Promise<AccountRecord> {
  const header = request.headers.authorization;
  if (!header) throw new ApiError('unauthorized', `The Authorization header is missing. ${HOW}`);
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  if (!match) throw new ApiError('unauthorized', `The Authorization header must have the form "Bearer <API_KEY>". ${HOW}`);
  const apiKey = match[1]!;
  const keyId = keyIdOf(apiKey);
  if (!keyId) throw invalidKey();
  const key = registry.cachedKey(keyId);
  const account = key && !key.revoked && keyMatches(apiKey, key) ? registry.cachedAccount(key.accountId) : undefined;
  return account ?? lookUp(apiKey, keyId, registry);
}

const invalidKey = () => new ApiError('unauthorized', `The API key is not valid: it is unknown or has been revoked. ${HOW}`);

async function lookUp(apiKey: string, keyId: string, registry: KeyRegistry): Promise<AccountRecord> {
  const key = await registry.key(keyId);
  if (!key || key.revoked || !keyMatches(apiKey, key)) throw invalidKey();
  const account = await registry.account(key.accountId);
  if (!account) throw invalidKey();
  return account;
}

/**
 * The account the customer API plugin authenticated. A route registered outside that plugin has
 * none: its requests fail (500) instead of running unauthenticated.
 */
export function accountOf(request: FastifyRequest): AccountRecord {
  if (request.account === null)
    throw new Error(`${request.method} ${request.routeOptions.url} is outside the customer API plugin: no account was authenticated`);
  return request.account;
}
