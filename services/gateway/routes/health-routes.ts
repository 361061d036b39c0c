// /healthz (the process is up) and /readyz (its dependencies answer). Readiness is a list of named
// checks, so another dependency (the projector's progress, say) is one more entry. A failing check
// is reported by name with a plain state, never with the driver's raw error text, which can carry
// host names, user names or internal addresses.
import { z } from 'zod';
import { ErrorCodeSchema } from '../../../shared/api/schemas.ts';
import { JOBS_STREAM } from '../../../shared/events/subjects.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import type { RouteScope } from '../http/route-scope.ts';
import { ok } from '../openapi/responses.ts';
import { readProjectionStatus } from '../read/projection-status.ts';

/** A dependency that answers but is not ready: its state in `checks` and a sentence for `error`. */
export interface NotReady {
  state: string;
  error: string;
}

export interface DependencyCheck {
  /** The name shown in `checks` and in the error: `log`, `database`, ... */
  name: string;
  /** What the dependency is, for the error: `event log`, `database`, ... */
  label: string;
  /**
   * Resolves when the dependency answers (with a NotReady when it answers that it is not ready);
   * rejects (or outlasts the timeout) when it does not answer.
   */
  probe(): Promise<unknown>;
}

/** The projector reports an event the database refuses on its checkpoint row (docs/read-model.md). */
async function projectionProbe(deps: GatewayDeps): Promise<NotReady | undefined> {
  const status = await readProjectionStatus(deps.em, deps.jsm);
  if (status.failingSeq === null) return undefined;
  return {
    state: `failing at event sequence ${status.failingSeq}`,
    error: `The read model is stuck at event sequence ${status.failingSeq} of the JOBS stream: the database refuses to store it. The projector retries it with backoff; answers from the read model may be stale until it goes through.`,
  };
}

export function dependencyChecks(deps: GatewayDeps): DependencyCheck[] {
  return [
    { name: 'log', label: 'event log', probe: () => deps.jsm.streams.info(JOBS_STREAM) },
    { name: 'database', label: 'database', probe: () => deps.em.getConnection().execute('select 1') },
    { name: 'projection', label: 'read model status', probe: () => projectionProbe(deps) },
  ];
}

function isNotReady(value: unknown): value is NotReady {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as NotReady).state === 'string' &&
    typeof (value as NotReady).error === 'string'
  );
}

async function probe(check: DependencyCheck, timeoutMs: number): Promise<'ok' | 'unreachable' | 'timed out' | NotReady> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timed out'>((resolve) => (timer = setTimeout(() => resolve('timed out'), timeoutMs)));
  try {
    return await Promise.race([check.probe().then((answer) => (isNotReady(answer) ? answer : ('ok' as const))), timeout]);
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

const ReadinessSchema = z.object({
  status: z.enum(['ok', 'failed']),
  checks: z.record(z.string(), z.string()).describe('Each dependency by name: `ok`, `unreachable`, `timed out`, or the state it reports.'),
  error: z.string(),
  code: ErrorCodeSchema.optional(),
});

export function registerHealthRoutes(app: RouteScope, deps: GatewayDeps, checks: DependencyCheck[] = dependencyChecks(deps)): void {
  app.get(
    '/healthz',
    { schema: { summary: 'Liveness', response: { 200: ok(z.object({ status: z.literal('ok') }), 'The process is up.') } } },
    async () => ({ status: 'ok' as const }),
  );

  const readiness = {
    summary: 'Readiness: event log and database reachable, and the read model not stuck on an event (503 names its stream sequence)',
    response: { 200: ok(ReadinessSchema, 'Ready.'), 503: ok(ReadinessSchema, 'Not ready.') },
  };
  app.get('/readyz', { schema: readiness }, async (_request, reply) => {
    const timeoutMs = Math.min(deps.config.REQUEST_TIMEOUT_MS, 3_000);
    const states = await Promise.all(checks.map((check) => probe(check, timeoutMs)));
    const down = checks.filter((_, i) => states[i] !== 'ok' && !isNotReady(states[i]));
    const notReady = states.filter(isNotReady);
    const ready = down.length === 0 && notReady.length === 0;
    const errors = [
      ...(down.length > 0
        ? [`The service cannot reach its ${down.map((check) => check.label).join(' and ')}. Retry after a few seconds.`]
        : []),
      ...notReady.map((state) => state.error),
    ];
    const body = {
      status: ready ? ('ok' as const) : ('failed' as const),
      checks: Object.fromEntries(
        checks.map((check, i) => {
          const state = states[i]!;
          return [check.name, isNotReady(state) ? state.state : state];
        }),
      ),
      error: errors.join(' '),
      ...(ready ? {} : { code: 'unavailable' as const }),
    };
    if (!ready) reply.code(503).header('retry-after', '5');
    return body;
  });
}
