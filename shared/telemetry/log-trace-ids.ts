// Log lines written inside a span carry its ids, so a line leads to its trace and a trace to its lines.
import { context, trace } from '@opentelemetry/api';

const NONE: Record<string, string> = {};

/** A pino mixin: `trace_id` and `span_id` of the active span, when one is recording. */
export function traceIds(): Record<string, string> {
  const span = trace.getSpan(context.active());
  if (!span?.isRecording()) return NONE;
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/**
 * pino's merge of a line's fields with the mixin's: pino's own copies every field of every line
 * into the mixin's object; with no span active the line's own fields are used as they are.
 */
export function mergeTraceIds(fields: object, ids: object): object {
  return ids === NONE ? fields : Object.assign(ids, fields);
}
