// Whether a service reaches its dependencies right now, read at each scrape: alerts on NATS or
// PostgreSQL being away come from these (docs/operations.md, Observability). Both are honest
// readings: the NATS connection's own state, and a `select 1` that answers within the timeout.
import { Gauge, type Registry } from 'prom-client';

/** sitewright_nats_connected: 1 while the service's NATS connection is up (`isUp`, shared/nats/connection-state.ts). */
export function registerNatsConnected(registry: Registry, isUp: () => boolean): void {
  new Gauge({
    name: 'sitewright_nats_connected',
    help: "1 while the service's connection to NATS is up, 0 while it is disconnected (reconnecting) or closed.",
    registers: [registry],
    collect() {
      this.set(isUp() ? 1 : 0);
    },
  });
}

/** sitewright_database_up: 1 when `probe` (a `select 1`) answers within `timeoutMs`, else 0. */
export function registerDatabaseUp(registry: Registry, probe: () => Promise<unknown>, timeoutMs: number): void {
  new Gauge({
    name: 'sitewright_database_up',
    help: "1 when the service's PostgreSQL answered a `select 1` at this scrape (within REQUEST_TIMEOUT_MS), else 0.",
    registers: [registry],
    async collect() {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
      const answered = probe().then(
        () => true,
        () => false,
      );
      try {
        this.set((await Promise.race([answered, timedOut])) ? 1 : 0);
      } finally {
        clearTimeout(timer);
      }
    },
  });
}
