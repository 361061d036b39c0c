import type { FastifyInstance } from 'fastify';
import { JOBS_STREAM } from '../../../shared/events/subjects.ts';
import type { GatewayDeps } from '../gateway-deps.ts';

async function check(action: () => Promise<unknown>, timeoutMs: number): Promise<string> {
  try {
    await Promise.race([action(), new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), timeoutMs).unref())]);
    return 'ok';
  } catch (error) {
    return `unreachable: ${(error as Error).message}`;
  }
}

export function registerHealthRoutes(app: FastifyInstance, deps: GatewayDeps): void {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const timeoutMs = Math.min(deps.config.REQUEST_TIMEOUT_MS, 3_000);
    const [log, database] = await Promise.all([
      check(() => deps.jsm.streams.info(JOBS_STREAM), timeoutMs),
      check(() => deps.em.getConnection().execute('select 1'), timeoutMs),
    ]);
    const ready = log === 'ok' && database === 'ok';
    if (!ready) reply.code(503).header('retry-after', '5');
    return {
      status: ready ? 'ok' : 'failed',
      checks: { log, database },
      error: ready ? '' : 'The service cannot reach its event log or database.',
      ...(ready ? {} : { code: 'unavailable' }),
    };
  });
}
