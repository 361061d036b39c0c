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

/** Resolves the request's Bearer key to its account, or throws 401. Unknown and revoked keys get the same answer. */
export async function authenticate(request: FastifyRequest, registry: KeyRegistry): Promise<AccountRecord> {
  const header = request.headers.authorization;
  if (!header) throw new ApiError('unauthorized', `The Authorization header is missing. ${HOW}`);
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  if (!match) throw new ApiError('unauthorized', `The Authorization header must have the form "Bearer <API_KEY>". ${HOW}`);
  const apiKey = match[1]!;
  const invalid = () => new ApiError('unauthorized', `The API key is not valid: it is unknown or has been revoked. ${HOW}`);
  const keyId = keyIdOf(apiKey);
  if (!keyId) throw invalid();
  const key = await registry.key(keyId);
  if (!key || key.revoked || !keyMatches(apiKey, key)) throw invalid();
  const account = await registry.account(key.accountId);
  if (!account) throw invalid();
  return account;
}

/**
 * The account the customer API plugin authenticated. A route registered outside that plugin has
 * none: its requests fail (500) instead of running unauthenticated.
 */
export function accountOf(request: FastifyRequest): AccountRecord {
  if (request.account === null) throw new Error(`${request.method} ${request.routeOptions.url} is outside the customer API plugin: no account was authenticated`);
  return request.account;
}
