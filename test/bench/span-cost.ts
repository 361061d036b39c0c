// CPU microseconds one span costs a process (issue 30's bench, run by tracing-bench.ts): from its
// start to its export as OTLP/protobuf, with attributes like an append's and the trace context
// injected into headers; a span the sampler dropped (still propagated); a span with tracing off;
// and the loop alone. One mode per process: the API keeps the first tracer it hands out.
// `node test/bench/span-cost.ts <sampled|not sampled|off|no span>` prints the figure as JSON.
import { SpanKind } from '@opentelemetry/api';
import { loadConfig } from '../../shared/config/config.ts';
import { withTraceHeaders } from '../../shared/telemetry/nats-trace-headers.ts';
import { inSpan } from '../../shared/telemetry/spans.ts';
import { startTracing } from '../../shared/telemetry/start-tracing.ts';
import { startOtlpReceiver } from '../support/otlp-receiver.ts';

export const SPAN_COST_MODES = ['sampled', 'not sampled', 'off', 'no span'] as const;
type Mode = (typeof SPAN_COST_MODES)[number];

async function microsecondsPerSpan(mode: Mode, spans = 20_000): Promise<number> {
  const receiver = await startOtlpReceiver();
  const settings = {
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_BSP_SCHEDULE_DELAY: '200',
    OTEL_TRACES_SAMPLER: mode === 'sampled' ? 'always_on' : 'always_off',
  };
  const tracing = mode === 'off' || mode === 'no span' ? null : await startTracing(loadConfig(settings), 'bench');
  try {
    const attributes = {
      'messaging.system': 'nats',
      'messaging.operation.type': 'send',
      'messaging.operation.name': 'publish',
      'messaging.destination.name': 'jobs.01JBENCHJOB0000000000000000.requested',
      'messaging.message.id': '5f0c6a8e-8a55-4c41-9b0b-6c7d5e0e9c11',
      account_id: '01JBENCHACCOUNT000000000000',
      job_id: '01JBENCHJOB0000000000000000',
    };
    const cpu = process.cpuUsage();
    let sequences = 0;
    for (let i = 0; i < spans; i++) {
      // The loop's own cost, measured alone ('no span'), is taken off the others.
      if (mode === 'no span')
        await (async () => {
          sequences += i;
        })();
      else
        await inSpan('publish JobRequested', { kind: SpanKind.PRODUCER, attributes }, async (span) => {
          withTraceHeaders();
          span.setAttribute('messaging.nats.stream_sequence', i);
        });
      // Room for the exporter's sends, as a service's I/O gives it.
      if (i % 256 === 255) await new Promise((resolve) => setImmediate(resolve));
    }
    await tracing?.shutdown();
    const used = process.cpuUsage(cpu);
    if (sequences < 0) throw new Error('unreachable: a sum of indices');
    return (used.user + used.system) / spans;
  } finally {
    await receiver.close();
  }
}

const mode = SPAN_COST_MODES.find((known) => known === process.argv[2]);
if (!mode) throw new Error(`give one of ${SPAN_COST_MODES.join(', ')}`);
console.log(JSON.stringify({ mode, microseconds: await microsecondsPerSpan(mode) }));
