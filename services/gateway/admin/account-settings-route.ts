// PATCH /admin/accounts/{id}: an operator changes an account's name, rate limit, burst or monthly
// token limit. The change is an AccountSettingsChanged event on the account's profile subject;
// every gateway hears it there and drops its cached settings, so the next request on any gateway
// is authenticated and rate-limited with the new ones.
import type { FastifyInstance } from 'fastify';
import { evolveAccount, foldAccount, type AccountState } from '../../../shared/accounts/account-state.ts';
import { PatchAccountRequestSchema } from '../../../shared/api/admin-schemas.ts';
import { isJobEvent, type AccountEvent, type AccountSettingsChanged } from '../../../shared/events/catalogue.ts';
import { accountSubject } from '../../../shared/events/subjects.ts';
import { accountEnvelope } from '../../../shared/event-log/event-envelope.ts';
import { handleCommand, type Decision } from '../../../shared/event-log/handle-command.ts';
import { SequenceConflictError } from '../../../shared/event-log/log-errors.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { ApiError } from '../http/api-error.ts';
import { parseBody } from '../http/parse-body.ts';
import { isAccountId } from './admin-ids.ts';

const ATTEMPTS = 5;

export function registerAccountSettingsRoute(app: FastifyInstance, deps: GatewayDeps): void {
  app.patch<{ Params: { account_id: string } }>(
    '/admin/accounts/:account_id',
    { config: { errorShape: 'account_settings', admin: true, jsonBody: true } },
    async (request) => {
      const accountId = request.params.account_id;
      if (!isAccountId(accountId)) throw new ApiError('not_found', 'No account with this id exists.');
      const body = parseBody(PatchAccountRequestSchema, request.body);
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
          if (!state.exists) throw new ApiError('not_found', 'No account with this id exists.');
          const event = accountEnvelope({ type: 'AccountSettingsChanged', version: 1, data: change }, { accountId, actor: request.operator!.actor, requestId: request.id });
          return { append: [{ subject, event }], result: evolveAccount(state, event) };
        },
        { attempts: ATTEMPTS },
      ).catch((error: unknown) => {
        if (error instanceof SequenceConflictError) throw new ApiError('conflict', 'The account was being changed by others at the same moment; send the change again.');
        throw error;
      });
      deps.keys.forgetAccount(accountId);
      const after = outcome.result;
      request.log.info({ account_id: accountId, operator: request.operator!.name, changed: Object.keys(change) }, 'account settings changed');
      return {
        status: 'ok',
        account_id: accountId,
        name: after.name,
        rate_limit_per_minute: after.ratePerMinute,
        burst: after.burst,
        monthly_token_limit: after.monthlyTokenLimit,
        seq: outcome.appended[0]!.seq,
        error: '',
      };
    },
  );
}
