// GET /admin/queues: the accounts with work waiting or running (queued and running counts, oldest
// wait, limits), as the active scheduler last wrote them (services/scheduler/).
import { QueuesResponseSchema } from '../../../shared/api/admin-schemas.ts';
import type { QueueSnapshot } from '../../../shared/scheduling/queue-snapshot.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { ApiError } from '../http/api-error.ts';
import type { RouteScope } from '../http/route-scope.ts';
import { ok, refusals } from '../openapi/responses.ts';

const schema = {
  summary: "The accounts' queues: work waiting and running per account, oldest waits, limits (the scheduler's view)",
  response: { 200: ok(QueuesResponseSchema, "The scheduler's latest view."), ...refusals(QueuesResponseSchema, [401, 503]) },
};

export function registerQueuesRoute(app: RouteScope, deps: GatewayDeps): void {
  app.get('/admin/queues', { config: { errorShape: 'queues' }, schema }, async () => {
    let snapshot: QueueSnapshot | null;
    try {
      snapshot = await deps.queues.latest();
    } catch {
      throw new ApiError('unavailable', "The scheduler's view of the queues could not be read from NATS; retry shortly.");
    }
    if (!snapshot) {
      return {
        status: 'ok' as const,
        as_of: '',
        age_seconds: 0,
        scheduler_id: '',
        accounts_waiting: 0,
        queued_total: 0,
        running_total: 0,
        admitted_not_started: 0,
        accounts: [],
        error: '',
      };
    }
    const { wait_histograms: _histograms, ...view } = snapshot;
    return { status: 'ok' as const, ...view, age_seconds: Math.max(0, (Date.now() - Date.parse(snapshot.as_of)) / 1000), error: '' };
  });
}
