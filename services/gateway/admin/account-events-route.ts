// GET /admin/accounts/{id}/events: the account's own history (created, settings changed, keys
// issued and revoked), in log order, from the analytics and audit read model.
import { z } from 'zod';
import { AccountEventsQuerySchema, AccountEventsResponseSchema } from '../../../shared/api/admin-schemas.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { accountNotFound } from '../http/refusals.ts';
import type { RouteScope } from '../http/route-scope.ts';
import { ok, refusals } from '../openapi/responses.ts';
import { isAccountId } from './admin-ids.ts';

interface HistoryRow {
  seq: string;
  subject: string;
  type: string;
  version: number;
  event_id: string;
  occurred_at: Date;
  actor: string;
  request_id: string | null;
  data: unknown;
}

const schema = {
  summary: "An account's own history (created, settings changed, keys issued and revoked), in log order",
  params: z.object({ account_id: z.string() }),
  querystring: AccountEventsQuerySchema,
  response: { 200: ok(AccountEventsResponseSchema, 'A page of events.'), ...refusals(AccountEventsResponseSchema, [400, 401, 404]) },
};

export function registerAccountEventsRoute(app: RouteScope, deps: GatewayDeps): void {
  app.get('/admin/accounts/:account_id/events', { config: { errorShape: 'account_events' }, schema }, async (request) => {
    const accountId = request.params.account_id;
    const { query } = request;
    const account = isAccountId(accountId) ? await deps.keys.account(accountId) : null;
    if (!account) throw accountNotFound();
    const rows = await deps.em.getConnection().execute<HistoryRow[]>(
      `select seq, subject, type, version, event_id, occurred_at, actor, request_id, data from "account_history"
       where account_id = ? and seq > ? order by seq limit ?`,
      [accountId, query.after_seq, query.limit + 1],
      'all',
    );
    const page = rows.slice(0, query.limit);
    return {
      status: 'ok' as const,
      account_id: accountId,
      events: page.map((row) => ({
        seq: Number(row.seq),
        subject: row.subject,
        type: row.type,
        version: row.version,
        id: row.event_id,
        occurred_at: new Date(row.occurred_at).toISOString(),
        actor: row.actor,
        request_id: row.request_id ?? '',
        data: row.data,
      })),
      next_after_seq: rows.length > query.limit ? page.at(-1)!.seq : '',
      error: '',
    };
  });
}
