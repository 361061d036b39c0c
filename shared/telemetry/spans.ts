// The service's own spans. Without a registered provider (tracing off) the API hands out no-op
// spans: the calls below then cost a few property reads each.
import { SpanStatusCode, trace, type Attributes, type Context, type Link, type Span, type SpanKind } from '@opentelemetry/api';

export const tracer = trace.getTracer('sitewright');

export interface SpanOptions {
  kind?: SpanKind;
  attributes?: Attributes;
  /** The parent, when it is not the active context (a message's creation context, for example). */
  parent?: Context;
  links?: Link[];
  startTime?: number | Date;
}

/** Marks the span failed with the error's type and message (never a request body: errors here are ours). */
export function recordFailure(span: Span, error: unknown): void {
  if (error instanceof Error) {
    span.recordException(error);
    span.setAttribute('error.type', error.name);
    span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
  } else {
    span.setAttribute('error.type', '_OTHER');
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
}

/**
 * Runs `work` inside a new active span named `name` and ends the span when it settles; a throw
 * marks it failed and is thrown on.
 */
export async function inSpan<T>(name: string, options: SpanOptions, work: (span: Span) => Promise<T>): Promise<T> {
  const run = (span: Span) =>
    work(span).then(
      (value) => {
        span.end();
        return value;
      },
      (error: unknown) => {
        recordFailure(span, error);
        span.end();
        throw error;
      },
    );
  const spanOptions = { kind: options.kind, attributes: options.attributes, links: options.links, startTime: options.startTime };
  return options.parent ? tracer.startActiveSpan(name, spanOptions, options.parent, run) : tracer.startActiveSpan(name, spanOptions, run);
}
