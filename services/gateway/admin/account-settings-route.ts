// PATCH /admin/accounts/{id}: an operator changes an account's name, rate limit, burst, monthly
// token limit, concurrency limit, weight or retention_days. The change is an AccountSettingsChanged
// event on the account's profile subject; every gateway hears it there and drops its cached
// settings, so the next request on any gateway is authenticated and rate-limited with the new ones.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { evolveAccount, foldAccount, type AccountState } from '../../../shared/accounts/account-state.ts';
import { AccountSettingsResponseSchema, PatchAccountRequestSchema } from '../../../shared/api/admin-schemas.ts';
import { isJobEvent, type AccountEvent, type AccountSettingsChanged } from '../../../shared/events/catalogue.ts';
import { accountSubject } from '../../../shared/events/subjects.ts';
import { accountEnvelope } from '../../../shared/event-log/event-envelope.ts';
import { handleCommand, type Decision } from '../../../shared/event-log/handle-command.ts';
import { SequenceConflictError } from '../../../shared/event-log/log-errors.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { ApiError } from '../http/api-error.ts';
import { accountErased, accountNotFound } from '../http/refusals.ts';
import { requireJsonBody } from '../http/json-content-type.ts';
import type { RouteScope } from '../http/route-scope.ts';
import { ok, refusals } from '../openapi/responses.ts';
import { isAccountId } from './admin-ids.ts';
import { operatorOf } from './operators.ts';

const ATTEMPTS = 5;

const schema = {
  summary:
    "Change an account's name, rate limit, burst, monthly token limit, concurrency limit, weight or retention (an AccountSettingsChanged event, in force on every gateway at once)",
  params: z.object({ account_id: z.string() }),
  body: PatchAccountRequestSchema,
  response: {
    200: ok(AccountSettingsResponseSchema, 'The settings now in force.'),
    ...refusals(AccountSettingsResponseSchema, [400, 401, 404, 409, 415]),
  },
};

/** A preValidation hook: an id that cannot be an account's is a 404 before anything about the body is said. */
async function accountIdFirst(request: FastifyRequest<{ Params: { account_id: string } }>) {
  if (!isAccountId(request.params.account_id)) throw accountNotFound();
}

export function registerAccountSettingsRoute(app: RouteScope, deps: GatewayDeps): void {
  app.patch(
    '/admin/accounts/:account_id',
    { config: { errorShape: 'account_settings' }, onRequest: requireJsonBody, preValidation: accountIdFirst, schema },
    async (request) => {
      const accountId = request.params.account_id;
      const { body } = request;
      const operator = operatorOf(request);
      const change: AccountSettingsChanged['data'] = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
      const subject = accountSubject(accountId);
      // Read the account's subject, decide, append expecting its last sequence (retried on a
      // conflict): the answer below is exactly the settings now in force.
      const outcome = await handleCommand(
        deps.log,
        async () => {
          const history = await deps.log.readSubjects(subject);
          const state = foldAccount(history.map((stored) => stored.event).filter((event): event is AccountEvent => !isJobEvent(event)));
          return { state, expected: { [subject]: history.at(-1)?.seq ?? 0 } };
        },
        (state): Decision<AccountState> => {
          if (!state.exists) return { append: [], result: state };
          const event = accountEnvelope(
            { type: 'AccountSettingsChanged', version: 1, data: change },
            { accountId, actor: operator.actor, requestId: request.id },
          );
          return { append: [{ subject, event }], result: evolveAccount(state, event) };
        },
        { attempts: ATTEMPTS },
      ).catch((error: unknown) => {
        if (error instanceof SequenceConflictError)
          throw new ApiError('conflict', 'The account was being changed by others at the same moment; send the change again.');
        throw error;
      });
      const after = outcome.result;
      if (!after.exists) throw after.erased ? accountErased() : accountNotFound();
      deps.keys.forgetAccount(accountId);
      request.log.info({ account_id: accountId, operator: operator.name, changed: Object.keys(change) }, 'account settings changed');
      return {
        status: 'ok' as const,
        account_id: accountId,
        name: after.name,
        rate_limit_per_minute: after.ratePerMinute,
        burst: after.burst,
        monthly_token_limit: after.monthlyTokenLimit,
        max_concurrent_jobs: after.maxConcurrentJobs ?? deps.config.SCHEDULER_MAX_CONCURRENT_JOBS,
        weight: after.weight ?? 1,
        retention_days: after.retentionDays,
        seq: outcome.appended[0]!.seq,
        error: '',
      };
    },
  );
}
