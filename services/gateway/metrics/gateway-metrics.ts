// Prometheus metrics of one gateway, on a registry of its own (several gateways may share a
// process in tests). Scraped at GET /metrics.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface GatewayMetrics {
  registry: Registry;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  jobAccepted(source: string): void;
}

export function createGatewayMetrics(projectionLag: () => Promise<number>): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'sitewright_gateway_' });
  const requests = new Counter({
    name: 'sitewright_http_requests_total',
    help: 'HTTP requests answered, by route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'sitewright_http_request_duration_seconds',
    help: 'Time to answer an HTTP request.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10, 30],
    registers: [registry],
  });
  const accepted = new Counter({
    name: 'sitewright_jobs_accepted_total',
    help: 'Jobs accepted by POST /generate, by how they start.',
    labelNames: ['source'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'sitewright_projection_lag_events',
    help: 'Events in the log that the read model has not applied yet.',
    registers: [registry],
    async collect() {
      this.set(await projectionLag());
    },
  });
  return {
    registry,
    observeRequest: (method, route, status, seconds) => {
      requests.inc({ method, route, status: String(status) });
      durations.observe({ method, route }, seconds);
    },
    jobAccepted: (source) => accepted.inc({ source }),
  };
}
