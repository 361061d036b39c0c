// Who may use the operators' API, and under which name. ADMIN_TOKENS names each operator; the
// older ADMIN_TOKEN is still accepted as one unnamed operator. The name goes into the `actor` of
// every event an operator's request appends (`admin:<name>`, or `admin` for the unnamed token).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../shared/config/config.ts';
import { sha256Hex } from '../../../shared/files/digest.ts';
import { ApiError } from '../http/api-error.ts';

export interface Operator {
  /** '' for the unnamed ADMIN_TOKEN. */
  name: string;
  /** The `actor` of the events this operator causes. */
  actor: string;
}

interface OperatorToken extends Operator {
  tokenHash: Buffer;
}

export interface Operators {
  readonly enabled: boolean;
  /** The operator whose token the request carries, or a 401. */
  identify(request: FastifyRequest): Operator;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the admin API's onRequest hook; null on every other request (decorateRequest in build-app.ts). */
    operator: Operator | null;
  }
}

/**
 * The operator the admin API plugin identified. A route registered outside that plugin has none:
 * its requests fail (500) instead of running without an operator token.
 */
export function operatorOf(request: FastifyRequest): Operator {
  if (request.operator === null)
    throw new Error(`${request.method} ${request.routeOptions.url} is outside the admin API plugin: no operator was identified`);
  return request.operator;
}

export function operatorActor(name: string): string {
  return name ? `admin:${name}` : 'admin';
}

export function createOperators(config: Pick<Config, 'ADMIN_TOKEN' | 'ADMIN_TOKENS'>): Operators {
  const tokens: OperatorToken[] = config.ADMIN_TOKENS.map(({ name, token }) => ({
    name,
    actor: operatorActor(name),
    tokenHash: Buffer.from(sha256Hex(token), 'hex'),
  }));
  if (config.ADMIN_TOKEN) tokens.push({ name: '', actor: operatorActor(''), tokenHash: Buffer.from(sha256Hex(config.ADMIN_TOKEN), 'hex') });
  return {
    enabled: tokens.length > 0,
    identify: (request) => {
      if (tokens.length === 0)
        throw new ApiError('unauthorized', "The operators' API is disabled: start the service with ADMIN_TOKENS or ADMIN_TOKEN set.");
      const match = /^Bearer[ ]+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
      const presented = Buffer.from(sha256Hex(match?.[1] ?? ''), 'hex');
      // Every token is compared (in constant time), so the answer's timing says nothing about which one matched.
      let found: OperatorToken | undefined;
      for (const token of tokens) if (timingSafeEqual(presented, token.tokenHash) && !found) found = token;
      if (!match || !found)
        throw new ApiError(
          'unauthorized',
          "Send `Authorization: Bearer <token>` with an operator's admin token (ADMIN_TOKENS or ADMIN_TOKEN).",
        );
      return { name: found.name, actor: found.actor };
    },
  };
}
