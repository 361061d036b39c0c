// Operators' API for keys: issue another key for an account (rotation) and revoke a key. Key
// changes are events in the log, so they can be audited.
import { z } from 'zod';
import { IssueKeyRequestSchema, KeyResponseSchema } from '../../../shared/api/schemas.ts';
import { keySubject } from '../../../shared/events/subjects.ts';
import { ULID_PATTERN } from '../../../shared/ids/ulid.ts';
import { accountEnvelope } from '../../../shared/event-log/event-envelope.ts';
import { handleCommand, lastEventOf, type Decision } from '../../../shared/event-log/handle-command.ts';
import { accountNotFound, apiKeyNotFound } from '../http/refusals.ts';
import { jsonBodyIfAny } from '../http/json-content-type.ts';
import type { RouteScope } from '../http/route-scope.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { ok, refusals } from '../openapi/responses.ts';
import { isAccountId } from './admin-ids.ts';
import { issueKey } from './issue-key.ts';
import { operatorOf } from './operators.ts';

const KEY_ID = new RegExp(`^${ULID_PATTERN}$`);

const accountParams = z.object({ account_id: z.string() });

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

export function registerApiKeysRoutes(app: RouteScope, deps: GatewayDeps): void {
  app.post(
    '/admin/accounts/:account_id/keys',
    { config: { errorShape: 'key' }, onRequest: jsonBodyIfAny, schema: issueKeySchema },
    async (request) => {
      const label = request.body?.label ?? '';
      const accountId = request.params.account_id;
      const account = isAccountId(accountId) ? await deps.keys.account(accountId) : null;
      if (!account) throw accountNotFound();
      const key = await issueKey(deps, accountId, label, operatorOf(request).actor, request.id);
      return { status: 'ok' as const, account_id: accountId, key_id: key.keyId, api_key: key.apiKey, error: '' };
    },
  );

  app.post('/admin/keys/:key_id/revoke', { config: { errorShape: 'key' }, schema: revokeKeySchema }, async (request) => {
    const operator = operatorOf(request);
    const keyId = request.params.key_id;
    const stored = KEY_ID.test(keyId) ? await deps.log.last(keySubject(keyId)) : null;
    if (!stored) throw apiKeyNotFound();
    const response = { status: 'revoked' as const, account_id: stored.event.account_id, key_id: keyId, api_key: '', error: '' };
    // Revoked by someone else in the meantime: the next read sees it and appends nothing.
    await handleCommand(deps.log, lastEventOf(deps.log, keySubject(keyId)), (current): Decision<void> => {
      if (!current || current.event.type === 'ApiKeyRevoked') return { append: [], result: undefined };
      const revoked = accountEnvelope(
        { type: 'ApiKeyRevoked', version: 1, data: { key_id: keyId } },
        {
          accountId: current.event.account_id,
          actor: operator.actor,
          requestId: request.id,
        },
      );
      return { append: [{ subject: keySubject(keyId), event: revoked }], result: undefined };
    });
    deps.keys.forget(keyId);
    request.log.info({ key_id: keyId, operator: operator.name }, 'api key revoked');
    return response;
  });
}
