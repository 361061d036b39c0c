import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sha256Hex } from '../../../shared/files/digest.ts';

/** True when the request carries `Authorization: Bearer <token>`; compared in constant time (hashes of equal length). */
export function presentsBearerToken(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  const presented = Buffer.from(sha256Hex(match?.[1] ?? ''), 'hex');
  const expected = Buffer.from(sha256Hex(token), 'hex');
  return match !== null && timingSafeEqual(presented, expected);
}
