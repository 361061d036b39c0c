// Route-level onRequest hooks of the routes that take a JSON body: any other media type is a 415
// before the body is read. Route hooks run after their plugin's, so the key or token is checked
// first (401 comes before anything about the body, CONTRACT.md section 1). Callback hooks rather
// than async ones: nothing here waits, and POST /generate is on the hot path.
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { unsupportedMediaType } from './refusals.ts';

function isJson(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/** The route needs a JSON body: no body at all is a 415 too. */
export function requireJsonBody(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  done(isJson(request) ? undefined : unsupportedMediaType());
}

/** The route takes no body or a JSON one. */
export function jsonBodyIfAny(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  done(hasBody && !isJson(request) ? unsupportedMediaType() : undefined);
}
