// A service instance's own Prometheus registry (several instances may share a process in tests),
// with Node's process metrics (CPU, memory, event loop lag, ...) under the service's role, so a
// dashboard tells the processes apart by name: sitewright_generator_process_cpu_seconds_total.
import { Registry, collectDefaultMetrics } from 'prom-client';

export type ServiceRole = 'gateway' | 'projector' | 'scheduler' | 'generator' | 'dispatcher';

export function createServiceRegistry(role: ServiceRole): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: `sitewright_${role}_` });
  return registry;
}
