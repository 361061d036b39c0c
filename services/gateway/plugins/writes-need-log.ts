import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { LogUnavailableError } from '../../../shared/event-log/log-errors.ts';

/**
 * An onRequest hook: every write goes to the log, so while the connection to it is down a write
 * is answered 503 at once (each step would otherwise wait out its own timeout, and together they
 * could outlast the request's), before the key or token is checked. A callback hook, not an async
 * one: it runs on every request of its plugin, reads included (GET /job is the hot path).
 */
export function writesNeedLog(logConnected: () => boolean) {
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && !logConnected()) {
      done(new LogUnavailableError('the connection to nats-server is down'));
      return;
    }
    done();
  };
}
