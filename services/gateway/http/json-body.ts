// JSON bodies: Fastify's own parser (which refuses prototype poisoning), plus a depth limit, so a
// deeply nested value never reaches code that walks it recursively (hashing a body for
// Idempotency-Key, logging) and overflows the stack. No request body of the API nests deeper
// than a few levels.
import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error.ts';

export const MAX_JSON_DEPTH = 32;

/** True when `value` nests deeper than `maxDepth` arrays or objects. Iterative: no recursion to overflow. */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > maxDepth) return true;
    for (const child of Object.values(current))
      if (child !== null && typeof child === 'object') stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}

export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, typeof body === 'string' ? body : body.toString('utf8'), (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      if (nestsDeeperThan(value, MAX_JSON_DEPTH)) {
        return done(
          new ApiError('invalid_request', `body: must not nest arrays or objects more than ${MAX_JSON_DEPTH} levels deep`),
          undefined,
        );
      }
      done(null, value);
    });
  });
}
