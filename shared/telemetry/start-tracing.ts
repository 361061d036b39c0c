// Tracing for one process, configured by the standard OTEL_* variables (the config schema). Off
// unless an OTLP endpoint or an exporter is named: then the SDK is not even loaded, and every span
// the code asks for is the API's no-op, which costs next to nothing.
import { tracesExporterKind, type TracingConfig } from './tracing-settings.ts';

export interface Tracing {
  readonly enabled: boolean;
  /** Sends the spans still buffered and stops; the last thing a service does as it stops. */
  shutdown(): Promise<void>;
}

const OFF: Tracing = { enabled: false, shutdown: async () => {} };

/** One provider per process: several services started in one process (the tests) share it. */
let running: Promise<Tracing> | null = null;

/**
 * Starts tracing for the service `service` (gateway, generator, ...) when the configuration asks
 * for it. Call it before the modules that are instrumented (pg) are loaded: each main.ts imports
 * its service after this resolves.
 */
export async function startTracing(config: TracingConfig, service: string): Promise<Tracing> {
  const kind = tracesExporterKind(config);
  if (!kind) return OFF;
  running ??= import('./tracing-provider.ts').then(({ registerProvider }) => {
    const provider = registerProvider(config, kind, `sitewright-${service}`);
    return {
      enabled: true,
      shutdown: async () => {
        running = null;
        await provider.shutdown();
      },
    };
  });
  return await running;
}

/** `handle`, whose stop also sends the spans still buffered once the service has drained. */
export function stoppingTracingToo<H extends { stop(): Promise<void> }>(handle: H, tracing: Tracing): H {
  if (!tracing.enabled) return handle;
  const stop = handle.stop.bind(handle);
  return Object.assign(handle, {
    stop: async () => {
      try {
        await stop();
      } finally {
        await tracing.shutdown();
      }
    },
  });
}
