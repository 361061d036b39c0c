// The child services' metrics ports under `npm start` (docs/operations.md, Observability): the
// projector, scheduler, generator and dispatcher each serve GET /metrics on one of four ports, the
// same at every restart of a child, so a Prometheus pointed at them keeps finding them.
import { createServer } from 'node:net';

export const METRICS_CHILDREN = ['projector', 'scheduler', 'generator', 'dispatcher'] as const;
export type MetricsChild = (typeof METRICS_CHILDREN)[number];

/** A port free on `host` now (the system's pick). */
async function freePort(host: string): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('could not find a free port for the metrics');
  return address.port;
}

/**
 * METRICS_PORT and the three after it when set (not 0); otherwise PORT + 2 to PORT + 5, after the
 * gateway's API and previews ports; free ones when the chosen base is 0.
 */
export async function childMetricsPorts(
  settings: { PORT: number; METRICS_PORT?: number | undefined },
  host: string,
): Promise<Record<MetricsChild, number>> {
  const base = settings.METRICS_PORT ?? (settings.PORT === 0 ? 0 : settings.PORT + 2);
  const ports: Partial<Record<MetricsChild, number>> = {};
  for (const [index, child] of METRICS_CHILDREN.entries()) ports[child] = base === 0 ? await freePort(host) : base + index;
  return { projector: ports.projector!, scheduler: ports.scheduler!, generator: ports.generator!, dispatcher: ports.dispatcher! };
}
