// Operators' API for accounts: create an account with its first key, read one. Account changes
// are events in the log, so they can be audited.
import { z } from 'zod';
import { AccountResponseSchema, CreateAccountRequestSchema, CreateAccountResponseSchema } from '../../../shared/api/schemas.ts';
import { accountSubject } from '../../../shared/events/subjects.ts';
import { ulid } from '../../../shared/ids/ulid.ts';
import { accountEnvelope } from '../../../shared/event-log/event-envelope.ts';
import { readAccount } from '../../../shared/accounts/account-state.ts';
import { accountErased, accountNotFound } from '../http/refusals.ts';
import { requireJsonBody } from '../http/json-content-type.ts';
import type { RouteScope } from '../http/route-scope.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { ok, refusals } from '../openapi/responses.ts';
import { isAccountId } from './admin-ids.ts';
import { issueKey } from './issue-key.ts';
import { operatorOf } from './operators.ts';

const createAccountSchema = {
  summary: 'Create an account and its first API key (shown once)',
  body: CreateAccountRequestSchema,
  response: { 200: ok(CreateAccountResponseSchema, 'Created.'), ...refusals(CreateAccountResponseSchema, [400, 401]) },
};
const accountSchema = {
  summary: 'An account: settings, token usage, job counts, keys',
  params: z.object({ account_id: z.string() }),
  response: { 200: ok(AccountResponseSchema, 'The account.'), ...refusals(AccountResponseSchema, [401, 404]) },
};

export function registerAccountsRoutes(app: RouteScope, deps: GatewayDeps): void {
  app.post(
    '/admin/accounts',
    { config: { errorShape: 'account' }, onRequest: requireJsonBody, schema: createAccountSchema },
    async (request) => {
      const { body } = request;
      const operator = operatorOf(request);
      const accountId = `acct_${ulid()}`;
      const created = accountEnvelope(
        {
          type: 'AccountCreated',
          version: 1,
          data: {
            name: body.name,
            rate_limit_per_minute: body.rate_limit_per_minute ?? deps.config.RATE_LIMIT_PER_MINUTE,
            burst: body.burst ?? deps.config.RATE_LIMIT_BURST,
            monthly_token_limit: body.monthly_token_limit ?? null,
            // Left out when unlimited, as in every account created before retention existed.
            ...(body.retention_days ? { retention_days: body.retention_days } : {}),
          },
        },
        { accountId, actor: operator.actor, requestId: request.id },
      );
      // Create-only, not a handleCommand: the account id is new (a fresh ULID), so there is nothing
      // to read or decide on; expecting 0 makes the server refuse what could only be a bug.
      await deps.log.append(accountSubject(accountId), created, { expectLastSubjectSeq: 0 });
      const key = await issueKey(deps, accountId, 'default', operator.actor, request.id);
      request.log.info({ account_id: accountId, key_id: key.keyId, operator: operator.name }, 'account created');
      return { status: 'ok' as const, account_id: accountId, key_id: key.keyId, api_key: key.apiKey, error: '' };
    },
  );

  app.get('/admin/accounts/:account_id', { config: { errorShape: 'account' }, schema: accountSchema }, async (request) => {
    const accountId = request.params.account_id;
    const account = isAccountId(accountId) ? await deps.keys.account(accountId) : null;
    if (!account) {
      const erased = isAccountId(accountId) && (await readAccount(deps.log, accountId)).erased;
      throw erased ? accountErased() : accountNotFound();
    }
    const connection = deps.em.getConnection();
    const [usage] = await connection.execute<
      { prompt_tokens: string; completion_tokens: string; total_tokens: string; created_at: Date }[]
    >('select prompt_tokens, completion_tokens, total_tokens, created_at from accounts where id = ?', [accountId], 'all');
    const counts = await connection.execute<{ status: string; n: string }[]>(
      'select status, count(*) as n from jobs where account_id = ? group by status',
      [accountId],
      'all',
    );
    const keys = await connection.execute<{ key_id: string; label: string; created_at: Date; revoked_at: Date | null }[]>(
      'select key_id, label, created_at, revoked_at from api_keys where account_id = ? order by created_at',
      [accountId],
      'all',
    );
    const jobs = { total: 0, building: 0, partial: 0, ready: 0, failed: 0 };
    for (const row of counts) {
      const n = Number(row.n);
      jobs.total += n;
      if (row.status in jobs) jobs[row.status as keyof typeof jobs] = n;
    }
    return {
      status: 'ok' as const,
      account_id: accountId,
      name: account.name,
      rate_limit_per_minute: account.ratePerMinute,
      burst: account.burst,
      monthly_token_limit: account.monthlyTokenLimit,
      retention_days: account.retentionDays,
      tokens_this_month: await deps.usage.get(accountId),
      created_at: usage ? new Date(usage.created_at).toISOString() : '',
      usage: {
        prompt_tokens: Number(usage?.prompt_tokens ?? 0),
        completion_tokens: Number(usage?.completion_tokens ?? 0),
        total_tokens: Number(usage?.total_tokens ?? 0),
      },
      jobs,
      keys: keys.map((key) => ({
        key_id: key.key_id,
        label: key.label,
        created_at: new Date(key.created_at).toISOString(),
        revoked_at: key.revoked_at ? new Date(key.revoked_at).toISOString() : '',
      })),
      error: '',
    };
  });
}
