// Route-level onRequest hooks of the routes that take a JSON body: any other media type is a 415
// before the body is read. Route hooks run after their plugin's, so the key or token is checked
// first (401 comes before anything about the body, CONTRACT.md section 1).
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';

function isJson(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
}

function refuse(): never {
  throw new ApiError('unsupported_media_type', 'Send the body as JSON with the header Content-Type: application/json.');
}

/** The route needs a JSON body: no body at all is a 415 too. */
export async function requireJsonBody(request: FastifyRequest): Promise<void> {
  if (!isJson(request)) refuse();
}

/** The route takes no body or a JSON one. */
export async function jsonBodyIfAny(request: FastifyRequest): Promise<void> {
  const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  if (hasBody && !isJson(request)) refuse();
}
