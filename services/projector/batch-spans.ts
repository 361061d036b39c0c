// The projector's part of the jobs' traces: a span per committed batch (its own trace, linked to the
// events' traces), and under each traced event's own append a span covering the commit that made
// it visible in the read model. Live projection only: a rebuild replays old traces' events.
import { context, SpanKind, trace, type Context, type Link } from '@opentelemetry/api';
import type { StoredEvent } from '../../shared/event-log/event-log.ts';
import { recordFailure, tracer } from '../../shared/telemetry/spans.ts';
import type { ReadItem } from './read-ahead.ts';

type TracedItem = { stored: StoredEvent; trace: Context };
const isTraced = (item: ReadItem): item is TracedItem => 'stored' in item && item.trace !== undefined;

/** Links on a batch span at most: a batch of thousands of traced events names the first ones. */
const MAX_LINKS = 128;

export interface BatchSpans {
  /** Runs the commit inside the batch's span, so its queries are the batch span's children. */
  during<T>(commit: () => Promise<T>): Promise<T>;
  /** Ends the spans; `failed` when the database refused the batch. */
  end(failed?: unknown): void;
}

export function startBatchSpans(batch: readonly ReadItem[]): BatchSpans {
  const traced = batch.filter(isTraced);
  const links: Link[] = [];
  for (const item of traced.slice(0, MAX_LINKS)) {
    const spanContext = trace.getSpanContext(item.trace);
    if (spanContext) links.push({ context: spanContext });
  }
  const first = batch[0];
  const last = batch.at(-1);
  const seqOf = (item: ReadItem | undefined) => (item === undefined ? 0 : 'stored' in item ? item.stored.seq : item.seq);
  const batchSpan = tracer.startSpan('project batch', {
    kind: SpanKind.CONSUMER,
    links,
    attributes: {
      'messaging.system': 'nats',
      'messaging.operation.type': 'process',
      'messaging.batch.message_count': batch.length,
      'sitewright.projector.first_seq': seqOf(first),
      'sitewright.projector.last_seq': seqOf(last),
    },
  });
  const batchLink: Link = { context: batchSpan.spanContext() };
  const eventSpans = traced.map((item) => {
    const event = item.stored.event;
    return tracer.startSpan(
      `project ${event.type}`,
      {
        kind: SpanKind.CONSUMER,
        links: [batchLink],
        attributes: {
          'messaging.system': 'nats',
          'messaging.operation.type': 'process',
          'messaging.destination.name': item.stored.subject,
          'messaging.message.id': event.id,
          account_id: event.account_id,
          ...('job_id' in event && event.job_id ? { job_id: event.job_id } : {}),
        },
      },
      item.trace,
    );
  });
  return {
    during: (commit) => context.with(trace.setSpan(context.active(), batchSpan), commit),
    end: (failed) => {
      for (const span of [batchSpan, ...eventSpans]) {
        if (failed !== undefined) recordFailure(span, failed);
        span.end();
      }
    },
  };
}
