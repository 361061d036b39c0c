// DELETE /admin/accounts/{id}: an operator erases a whole account (issue 31). The AccountErased
// event goes first (compare-and-set on the account's profile subject: the intent, with the
// operator and their reason, for audits), then the account's key is destroyed, which takes every
// key of its jobs and projects with it, then its rate-limit bucket and token counters go. Every
// gateway hears the event and drops the account: its API keys answer 401 from then on; the
// scheduler drops its queue, the dispatchers send its webhooks nothing more, the projector deletes
// its rows (and destroys the key again, should this request have stopped before).
//
// Idempotent: asking again answers 200 with `already_erased: true` and does the steps after the
// event once more, so a request cut off half-way is finished by sending it again.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { foldAccount } from '../../../shared/accounts/account-state.ts';
import { EraseAccountRequestSchema, EraseAccountResponseSchema } from '../../../shared/api/admin-schemas.ts';
import { isJobEvent, type AccountEvent } from '../../../shared/events/catalogue.ts';
import { accountSubject } from '../../../shared/events/subjects.ts';
import { accountEnvelope } from '../../../shared/event-log/event-envelope.ts';
import { handleCommand, type Decision } from '../../../shared/event-log/handle-command.ts';
import { SequenceConflictError } from '../../../shared/event-log/log-errors.ts';
import { accountKeyName } from '../../../shared/privacy/key-store.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { ApiError } from '../http/api-error.ts';
import { jsonBodyIfAny } from '../http/json-content-type.ts';
import { accountNotFound } from '../http/refusals.ts';
import type { RouteScope } from '../http/route-scope.ts';
import { ok, refusals } from '../openapi/responses.ts';
import { isAccountId } from './admin-ids.ts';
import { operatorOf } from './operators.ts';

const ATTEMPTS = 5;

const schema = {
  summary:
    "Erase an account: its keys stop working at once, its queued jobs and webhooks stop, its data becomes unreadable and its rows go (an AccountErased event with the operator's reason)",
  params: z.object({ account_id: z.string() }),
  body: EraseAccountRequestSchema,
  response: {
    200: ok(EraseAccountResponseSchema, 'Erased, now or by an earlier request (`already_erased`).'),
    ...refusals(EraseAccountResponseSchema, [400, 401, 404, 409, 415]),
  },
};

/** A preValidation hook: an id that cannot be an account's is a 404 before anything about the body is said. */
async function accountIdFirst(request: FastifyRequest<{ Params: { account_id: string } }>) {
  if (!isAccountId(request.params.account_id)) throw accountNotFound();
}

/** No such account, or its erasure: made by this request (seq 0 until appended) or an earlier one. */
type Outcome = { found: false } | { found: true; already: boolean; seq: number; erasedAt: string };

export function registerEraseAccountRoute(app: RouteScope, deps: GatewayDeps): void {
  app.delete(
    '/admin/accounts/:account_id',
    { config: { errorShape: 'account_erasure' }, onRequest: jsonBodyIfAny, preValidation: accountIdFirst, schema },
    async (request) => {
      const accountId = request.params.account_id;
      const operator = operatorOf(request);
      const subject = accountSubject(accountId);
      const outcome = await handleCommand(
        deps.log,
        async () => {
          const history = await deps.log.readSubjects(subject);
          return { state: history, expected: { [subject]: history.at(-1)?.seq ?? 0 } };
        },
        (history): Decision<Outcome> => {
          const events = history.map((stored) => stored.event).filter((event): event is AccountEvent => !isJobEvent(event));
          const state = foldAccount(events);
          const erasure = history.findLast((stored) => stored.event.type === 'AccountErased');
          if (state.erased && erasure)
            return { append: [], result: { found: true, already: true, seq: erasure.seq, erasedAt: erasure.event.occurred_at } };
          if (!state.exists) return { append: [], result: { found: false } };
          const event = accountEnvelope(
            { type: 'AccountErased', version: 1, data: { reason: request.body.reason } },
            { accountId, actor: operator.actor, requestId: request.id },
          );
          return { append: [{ subject, event }], result: { found: true, already: false, seq: 0, erasedAt: event.occurred_at } };
        },
        { attempts: ATTEMPTS },
      ).catch((error: unknown) => {
        if (error instanceof SequenceConflictError)
          throw new ApiError('conflict', 'The account was being changed by others at the same moment; send the request again.');
        throw error;
      });
      const result = outcome.result;
      if (!result.found) throw accountNotFound();

      // After the event, each step is idempotent: a request cut off here is finished by the next one.
      await deps.dataKeys.erase(accountKeyName(accountId));
      await Promise.all([deps.rateLimiter.forget(accountId), deps.usage.forget(accountId)]);
      deps.keys.forgetAccount(accountId);
      const seq = outcome.appended[0]?.seq ?? result.seq;
      request.log.info({ account_id: accountId, operator: operator.name, already_erased: result.already, seq }, 'account erased');
      return {
        status: 'ok' as const,
        account_id: accountId,
        erased_at: result.erasedAt,
        already_erased: result.already,
        seq,
        error: '',
      };
    },
  );
}
