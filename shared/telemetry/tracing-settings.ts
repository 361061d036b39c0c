// What the OTEL_* settings ask for, read without loading the OpenTelemetry SDK (tracing off must
// cost nothing, start-up included).
import type { Config } from '../config/config.ts';

export type TracingConfig = Pick<
  Config,
  | 'OTEL_SDK_DISABLED'
  | 'OTEL_TRACES_EXPORTER'
  | 'OTEL_EXPORTER_OTLP_ENDPOINT'
  | 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'
  | 'OTEL_EXPORTER_OTLP_PROTOCOL'
  | 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL'
  | 'OTEL_SERVICE_NAME'
  | 'OTEL_TRACES_SAMPLER'
  | 'OTEL_TRACES_SAMPLER_ARG'
  | 'OTEL_BSP_SCHEDULE_DELAY'
>;

/** Where spans go, or null when tracing is off. */
export function tracesExporterKind(config: TracingConfig): 'otlp' | 'console' | null {
  if (config.OTEL_SDK_DISABLED === 'true') return null;
  if (config.OTEL_TRACES_EXPORTER === 'none') return null;
  if (config.OTEL_TRACES_EXPORTER) return config.OTEL_TRACES_EXPORTER;
  return config.OTEL_EXPORTER_OTLP_ENDPOINT || config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ? 'otlp' : null;
}

/** The URL spans are posted to: the traces endpoint as given, or the base endpoint's /v1/traces (the standard's rule). */
export function tracesUrl(config: TracingConfig): string | undefined {
  if (config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  return `${config.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`;
}
