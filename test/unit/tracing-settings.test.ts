// Tracing's settings and its default export (issue 30): when it is on, where spans go, which are
// kept, and that the default is OTLP/protobuf to <endpoint>/v1/traces with the trace context
// carried in NATS headers only while a span is active.
import { context, trace } from '@opentelemetry/api';
import t from 'tap';
import { loadConfig } from '../../shared/config/config.ts';
import { withTraceHeaders, traceOfMessage } from '../../shared/telemetry/nats-trace-headers.ts';
import { inSpan } from '../../shared/telemetry/spans.ts';
import { startTracing } from '../../shared/telemetry/start-tracing.ts';
import { samplerFor } from '../../shared/telemetry/tracing-provider.ts';
import { tracesExporterKind, tracesUrl } from '../../shared/telemetry/tracing-settings.ts';
import { startOtlpReceiver } from '../support/otlp-receiver.ts';

t.test('tracing is on only when an endpoint or an exporter is named', async (t) => {
  t.equal(tracesExporterKind(loadConfig({})), null, 'nothing set: off');
  t.equal(
    tracesExporterKind(loadConfig({ OTEL_SERVICE_NAME: 'x', OTEL_TRACES_SAMPLER: 'always_on' })),
    null,
    'other OTEL_* settings are not a switch',
  );
  t.equal(tracesExporterKind(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' })), 'otlp');
  t.equal(tracesExporterKind(loadConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/x' })), 'otlp');
  t.equal(tracesExporterKind(loadConfig({ OTEL_TRACES_EXPORTER: 'console' })), 'console');
  t.equal(tracesExporterKind(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_EXPORTER: 'none' })), null);
  t.equal(tracesExporterKind(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'true' })), null);
  t.throws(() => loadConfig({ OTEL_TRACES_SAMPLER: 'sometimes' }), /OTEL_TRACES_SAMPLER/);
  t.throws(() => loadConfig({ OTEL_TRACES_SAMPLER_ARG: '2' }), /OTEL_TRACES_SAMPLER_ARG/);
});

t.test('spans go to <endpoint>/v1/traces unless a traces endpoint is given', async (t) => {
  t.equal(tracesUrl(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318/' })), 'http://c:4318/v1/traces');
  t.equal(tracesUrl(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318/base' })), 'http://c:4318/base/v1/traces');
  t.equal(
    tracesUrl(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://t:9/spans' })),
    'http://t:9/spans',
  );
  t.equal(tracesUrl(loadConfig({ OTEL_TRACES_EXPORTER: 'otlp' })), undefined, "the exporter's own default then");
});

t.test('the sampler is the one asked for', async (t) => {
  t.match(samplerFor(loadConfig({})).toString(), /ParentBased\{root=AlwaysOnSampler/);
  t.match(
    samplerFor(loadConfig({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.01' })).toString(),
    /ParentBased\{root=TraceIdRatioBased\{0\.01\}/,
  );
  t.match(samplerFor(loadConfig({ OTEL_TRACES_SAMPLER: 'always_off' })).toString(), /AlwaysOffSampler/);
  t.match(
    samplerFor(loadConfig({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.5' })).toString(),
    /^TraceIdRatioBased\{0\.5\}/,
  );
});

t.test('by default spans leave as OTLP/protobuf, and NATS headers carry the active span only', async (t) => {
  t.equal(withTraceHeaders(), undefined, 'tracing off: no headers are added');
  const receiver = await startOtlpReceiver();
  t.teardown(() => receiver.close());
  const tracing = await startTracing(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url }), 'unit');
  t.ok(tracing.enabled);
  t.equal(withTraceHeaders(), undefined, 'no span active: no headers');
  let carried = '';
  await inSpan('outer', {}, async (span) => {
    const headers = withTraceHeaders();
    carried = headers?.get('traceparent') ?? '';
    t.equal(carried, `00-${span.spanContext().traceId}-${span.spanContext().spanId}-01`, 'the active span travels as W3C traceparent');
    const read = traceOfMessage(headers);
    t.equal(read && trace.getSpanContext(read)?.spanId, span.spanContext().spanId, 'and is read back on the other side');
  });
  t.equal(traceOfMessage(undefined), undefined);
  await tracing.shutdown();
  t.equal(trace.getSpan(context.active()), undefined);
  t.equal(receiver.requests.length, 1, 'the span was sent once, at shutdown');
  t.equal(receiver.requests[0]?.path, '/v1/traces');
  t.equal(receiver.requests[0]?.contentType, 'application/x-protobuf', 'OTLP/protobuf, the standard default');
  t.ok((receiver.requests[0]?.bytes ?? 0) > 50);
  t.ok(carried !== '');
  t.equal(withTraceHeaders(), undefined, 'after shutdown nothing is added again');
});
