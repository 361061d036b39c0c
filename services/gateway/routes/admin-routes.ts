// Operators' API. Account and key changes are events in the log, so they can be audited.
import type { FastifyInstance } from 'fastify';
import { CreateAccountRequestSchema, IssueKeyRequestSchema } from '../../../shared/api/schemas.ts';
import { accountSubject, keySubject } from '../../../shared/events/subjects.ts';
import { ulid } from '../../../shared/ids/ulid.ts';
import { isJobId } from '../../../shared/jobs/job-id.ts';
import { accountEnvelope } from '../../../shared/event-log/event-envelope.ts';
import { handleCommand, lastEventOf, type Decision } from '../../../shared/event-log/handle-command.ts';
import { newApiKey } from '../auth/api-key-format.ts';
import { ApiError } from '../http/api-error.ts';
import { parseBody } from '../http/parse-body.ts';
import type { GatewayDeps } from '../gateway-deps.ts';

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

export function registerAdminRoutes(app: FastifyInstance, deps: GatewayDeps): void {
  app.post('/admin/accounts', { config: { errorShape: 'account', admin: true, jsonBody: true } }, async (request) => {
    const body = parseBody(CreateAccountRequestSchema, request.body);
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
      { accountId, actor: request.operator!.actor, requestId: request.id },
    );
    await deps.log.append(accountSubject(accountId), created, { expectLastSubjectSeq: 0 });
    const key = await issueKey(deps, accountId, 'default', request.operator!.actor, request.id);
    request.log.info({ account_id: accountId, key_id: key.keyId, operator: request.operator!.name }, 'account created');
    return { status: 'ok', account_id: accountId, key_id: key.keyId, api_key: key.apiKey, error: '' };
  });

  app.get<{ Params: { account_id: string } }>('/admin/accounts/:account_id', { config: { errorShape: 'account', admin: true } }, async (request) => {
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
      status: 'ok',
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

  app.post<{ Params: { account_id: string } }>(
    '/admin/accounts/:account_id/keys',
    { config: { errorShape: 'key', admin: true, jsonBody: 'optional' } },
    async (request) => {
      const body = parseBody(IssueKeyRequestSchema, request.body ?? {});
      const accountId = request.params.account_id;
      const account = ACCOUNT_ID.test(accountId) ? await deps.keys.account(accountId) : null;
      if (!account) throw new ApiError('not_found', 'No account with this id exists.');
      const key = await issueKey(deps, accountId, body.label ?? '', request.operator!.actor, request.id);
      return { status: 'ok', account_id: accountId, key_id: key.keyId, api_key: key.apiKey, error: '' };
    },
  );

  app.post<{ Params: { key_id: string } }>('/admin/keys/:key_id/revoke', { config: { errorShape: 'key', admin: true } }, async (request) => {
    const keyId = request.params.key_id;
    const stored = KEY_ID.test(keyId) ? await deps.log.last(keySubject(keyId)) : null;
    if (!stored) throw new ApiError('not_found', 'No API key with this id exists.');
    const response = { status: 'revoked', account_id: stored.event.account_id, key_id: keyId, api_key: '', error: '' };
    // Revoked by someone else in the meantime: the next read sees it and appends nothing.
    await handleCommand(deps.log, lastEventOf(deps.log, keySubject(keyId)), (current): Decision<void> => {
      if (!current || current.event.type === 'ApiKeyRevoked') return { append: [], result: undefined };
      const revoked = accountEnvelope({ type: 'ApiKeyRevoked', version: 1, data: { key_id: keyId } }, {
        accountId: current.event.account_id,
        actor: request.operator!.actor,
        requestId: request.id,
      });
      return { append: [{ subject: keySubject(keyId), event: revoked }], result: undefined };
    });
    deps.keys.forget(keyId);
    request.log.info({ key_id: keyId, operator: request.operator!.name }, 'api key revoked');
    return response;
  });

  app.get<{ Params: { job_id: string } }>('/admin/jobs/:job_id/events', { config: { errorShape: 'events', admin: true } }, async (request) => {
    const jobId = request.params.job_id;
    const history = isJobId(jobId) ? await deps.log.readJob(jobId) : null;
    if (!history || history.events.length === 0) throw new ApiError('not_found', 'No job with this id exists.');
    const usage = history.state.usage;
    return {
      status: 'ok',
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
