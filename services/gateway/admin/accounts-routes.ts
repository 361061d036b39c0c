// Operators' API. Account and key changes are events in the log, so they can be audited.
import { z } from 'zod';
import {
  AccountResponseSchema,
  CreateAccountRequestSchema,
  CreateAccountResponseSchema,
  IssueKeyRequestSchema,
  JobEventsResponseSchema,
  KeyResponseSchema,
} from '../../../shared/api/schemas.ts';
import { accountSubject, keySubject } from '../../../shared/events/subjects.ts';
import { ulid } from '../../../shared/ids/ulid.ts';
import { isJobId } from '../../../shared/jobs/job-id.ts';
import { accountEnvelope } from '../../../shared/event-log/event-envelope.ts';
import { handleCommand, lastEventOf, type Decision } from '../../../shared/event-log/handle-command.ts';
import { operatorOf } from './operators.ts';
import { newApiKey } from '../auth/api-key-format.ts';
import { ApiError } from '../http/api-error.ts';
import { jsonBodyIfAny, requireJsonBody } from '../http/json-content-type.ts';
import type { RouteScope } from '../http/route-scope.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { ok, refusals } from '../openapi/responses.ts';

const ACCOUNT_ID = /^acct_[0-9A-HJKMNP-TV-Z]{26}$/;
const KEY_ID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/** Issues a key for an account: the key is returned once; the log keeps only its hash. */
async function issueKey(deps: GatewayDeps, accountId: string, label: string, actor: string, requestId: string) {
  const key = newApiKey();
  const event = accountEnvelope(
    { type: 'ApiKeyIssued', version: 1, data: { key_id: key.keyId, key_hash: key.keyHash, label } },
    { accountId, actor, requestId },
  );
  await deps.log.append(keySubject(key.keyId), event, { expectLastSubjectSeq: 0 });
  return key;
}

const accountParams = z.object({ account_id: z.string() });

const createAccountSchema = {
  summary: 'Create an account and its first API key (shown once)',
  body: CreateAccountRequestSchema,
  response: { 200: ok(CreateAccountResponseSchema, 'Created.'), ...refusals(CreateAccountResponseSchema, [400, 401]) },
};
const accountSchema = {
  summary: 'An account: settings, token usage, job counts, keys',
  params: accountParams,
  response: { 200: ok(AccountResponseSchema, 'The account.'), ...refusals(AccountResponseSchema, [401, 404]) },
};
const issueKeySchema = {
  summary: 'Issue another API key for an account (rotation)',
  params: accountParams,
  // No body at all is the same as an empty one (Fastify validates a missing body as null).
  body: IssueKeyRequestSchema.nullable(),
  response: { 200: ok(KeyResponseSchema, 'Issued.'), ...refusals(KeyResponseSchema, [400, 401, 404]) },
};
const revokeKeySchema = {
  summary: 'Revoke an API key',
  params: z.object({ key_id: z.string() }),
  response: { 200: ok(KeyResponseSchema, 'Revoked.'), ...refusals(KeyResponseSchema, [401, 404]) },
};
const jobEventsSchema = {
  summary: "A job's full history, in log order",
  params: z.object({ job_id: z.string() }),
  response: { 200: ok(JobEventsResponseSchema, 'The events.'), ...refusals(JobEventsResponseSchema, [401, 404]) },
};

export function registerAdminRoutes(app: RouteScope, deps: GatewayDeps): void {
  app.post('/admin/accounts', { config: { errorShape: 'account' }, onRequest: requireJsonBody, schema: createAccountSchema }, async (request) => {
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
        },
      },
      { accountId, actor: operator.actor, requestId: request.id },
    );
    await deps.log.append(accountSubject(accountId), created, { expectLastSubjectSeq: 0 });
    const key = await issueKey(deps, accountId, 'default', operator.actor, request.id);
    request.log.info({ account_id: accountId, key_id: key.keyId, operator: operator.name }, 'account created');
    return { status: 'ok' as const, account_id: accountId, key_id: key.keyId, api_key: key.apiKey, error: '' };
  });

  app.get('/admin/accounts/:account_id', { config: { errorShape: 'account' }, schema: accountSchema }, async (request) => {
    const accountId = request.params.account_id;
    const account = ACCOUNT_ID.test(accountId) ? await deps.keys.account(accountId) : null;
    if (!account) throw new ApiError('not_found', 'No account with this id exists.');
    const connection = deps.em.getConnection();
    const [usage] = await connection.execute<{ prompt_tokens: string; completion_tokens: string; total_tokens: string; created_at: Date }[]>(
      'select prompt_tokens, completion_tokens, total_tokens, created_at from accounts where id = ?',
      [accountId],
      'all',
    );
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

  app.post(
    '/admin/accounts/:account_id/keys',
    { config: { errorShape: 'key' }, onRequest: jsonBodyIfAny, schema: issueKeySchema },
    async (request) => {
      const label = request.body?.label ?? '';
      const accountId = request.params.account_id;
      const account = ACCOUNT_ID.test(accountId) ? await deps.keys.account(accountId) : null;
      if (!account) throw new ApiError('not_found', 'No account with this id exists.');
      const key = await issueKey(deps, accountId, label, operatorOf(request).actor, request.id);
      return { status: 'ok' as const, account_id: accountId, key_id: key.keyId, api_key: key.apiKey, error: '' };
    },
  );

  app.post('/admin/keys/:key_id/revoke', { config: { errorShape: 'key' }, schema: revokeKeySchema }, async (request) => {
    const operator = operatorOf(request);
    const keyId = request.params.key_id;
    const stored = KEY_ID.test(keyId) ? await deps.log.last(keySubject(keyId)) : null;
    if (!stored) throw new ApiError('not_found', 'No API key with this id exists.');
    const response = { status: 'revoked' as const, account_id: stored.event.account_id, key_id: keyId, api_key: '', error: '' };
    // Revoked by someone else in the meantime: the next read sees it and appends nothing.
    await handleCommand(deps.log, lastEventOf(deps.log, keySubject(keyId)), (current): Decision<void> => {
      if (!current || current.event.type === 'ApiKeyRevoked') return { append: [], result: undefined };
      const revoked = accountEnvelope({ type: 'ApiKeyRevoked', version: 1, data: { key_id: keyId } }, {
        accountId: current.event.account_id,
        actor: operator.actor,
        requestId: request.id,
      });
      return { append: [{ subject: keySubject(keyId), event: revoked }], result: undefined };
    });
    deps.keys.forget(keyId);
    request.log.info({ key_id: keyId, operator: operator.name }, 'api key revoked');
    return response;
  });

  app.get('/admin/jobs/:job_id/events', { config: { errorShape: 'events' }, schema: jobEventsSchema }, async (request) => {
    const jobId = request.params.job_id;
    const history = isJobId(jobId) ? await deps.log.readJob(jobId) : null;
    if (!history || history.events.length === 0) throw new ApiError('not_found', 'No job with this id exists.');
    const usage = history.state.usage;
    return {
      status: 'ok' as const,
      job_id: jobId,
      /** Token usage summed over the job's model calls. */
      usage: { prompt_tokens: usage.promptTokens, completion_tokens: usage.completionTokens, total_tokens: usage.totalTokens, calls: usage.calls },
      events: history.events.map(({ seq, subject, event }) => ({
        seq,
        subject,
        type: event.type,
        version: event.version,
        occurred_at: event.occurred_at,
        actor: event.actor,
        account_id: event.account_id,
        ...(event.request_id ? { request_id: event.request_id } : {}),
        data: event.data,
      })),
      error: '',
    };
  });
}
