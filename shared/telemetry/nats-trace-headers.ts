// The W3C trace context (`traceparent`, `tracestate`) travels in NATS message headers, so the
// services after a publish continue its trace. Events in the log keep their bodies as they were:
// a header is metadata about the delivery, not part of the fact.
import { context, propagation, trace, type Context, type TextMapGetter, type TextMapSetter } from '@opentelemetry/api';
import { headers as natsHeaders, type MsgHdrs } from '@nats-io/transport-node';

const setter: TextMapSetter<MsgHdrs> = {
  set: (carrier, key, value) => carrier.set(key, value),
};

/** What of a message's headers the getter needs: a JsMsg's, a StoredMsg's, or none. */
export interface HeaderSource {
  get(key: string): string;
  keys(): string[];
}

const getter: TextMapGetter<HeaderSource> = {
  get: (carrier, key) => carrier.get(key) || undefined,
  keys: (carrier) => carrier.keys(),
};

/**
 * Headers carrying the active trace context, added to `into` (or to new headers); `into` as it was
 * (undefined when none) when no span is active or tracing is off, so untraced publishes stay bare.
 */
export function withTraceHeaders(into?: MsgHdrs, from: Context = context.active()): MsgHdrs | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(from, carrier);
  const keys = Object.keys(carrier);
  if (keys.length === 0) return into;
  const target = into ?? natsHeaders();
  for (const key of keys) setter.set(target, key, carrier[key]!);
  return target;
}

/** The trace context a message was published in (the root context when it carries none). */
export function contextOfMessage(headers: HeaderSource | undefined): Context {
  if (!headers) return context.active();
  return propagation.extract(context.active(), headers, getter);
}

/** The trace context a message was published in, or undefined when it carries none (untraced publishes). */
export function traceOfMessage(headers: HeaderSource | undefined): Context | undefined {
  if (!headers?.get('traceparent')) return undefined;
  const extracted = propagation.extract(context.active(), headers, getter);
  // Tracing off here (no propagator): nothing was read.
  return trace.getSpanContext(extracted) ? extracted : undefined;
}
