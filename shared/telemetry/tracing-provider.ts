// The OpenTelemetry SDK for one process: provider, sampler, exporter, W3C propagation, and the
// official pg instrumentation. Loaded only when tracing is on (start-tracing.ts).
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter as OtlpJsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as OtlpProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ConsoleSpanExporter,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type Sampler,
  type SpanExporter,
} from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import { tracesUrl, type TracingConfig } from './tracing-settings.ts';

export function samplerFor(config: TracingConfig): Sampler {
  const ratio = () => new TraceIdRatioBasedSampler(config.OTEL_TRACES_SAMPLER_ARG);
  switch (config.OTEL_TRACES_SAMPLER) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return ratio();
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: ratio() });
    case 'parentbased_always_on':
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
  }
}

function exporterFor(config: TracingConfig, kind: 'otlp' | 'console'): SpanExporter {
  if (kind === 'console') return new ConsoleSpanExporter();
  const url = tracesUrl(config);
  const protocol = config.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? config.OTEL_EXPORTER_OTLP_PROTOCOL;
  // Without a URL the exporter uses the standard's default, http://localhost:4318/v1/traces.
  const options = url ? { url } : {};
  return protocol === 'http/json' ? new OtlpJsonExporter(options) : new OtlpProtobufExporter(options);
}

/** Registers the process's tracer provider, propagator and context manager; returns the provider. */
export function registerProvider(
  config: TracingConfig,
  kind: 'otlp' | 'console',
  defaultServiceName: string,
): { shutdown(): Promise<void> } {
  // OTEL_RESOURCE_ATTRIBUTES first; the service's name and version over it.
  const resource = detectResources({ detectors: [envDetector] }).merge(
    resourceFromAttributes({
      [ATTR_SERVICE_NAME]: config.OTEL_SERVICE_NAME ?? defaultServiceName,
      // npm's own variable under `npm run`/`npm start`; a service started with node directly names no version.
      ...(process.env.npm_package_version ? { [ATTR_SERVICE_VERSION]: process.env.npm_package_version } : {}),
    }),
  );
  const provider = new TracerProvider({
    resource,
    sampler: samplerFor(config),
    spanProcessors: [new BatchSpanProcessor({ exporter: exporterFor(config, kind), scheduledDelayMillis: config.OTEL_BSP_SCHEDULE_DELAY })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }));
  trace.setGlobalTracerProvider(provider);
  // PostgreSQL queries as client spans, only inside a span of ours. Statements are recorded without
  // their values (the instrumentation's default), so no caller text reaches a span through SQL.
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [new PgInstrumentation({ requireParentSpan: true })],
  });
  return {
    shutdown: async () => {
      unregister();
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}
