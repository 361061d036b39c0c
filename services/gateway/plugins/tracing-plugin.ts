// Server spans for the gateway's requests, through Fastify's official OpenTelemetry plugin: one
// span per request (named `METHOD /route`, the incoming `traceparent` continued), one per hook and
// handler under it. Registered only when tracing is on (the plugin wraps every hook and handler).
import { FastifyOtelInstrumentation } from '@fastify/otel';
import type { Span } from '@opentelemetry/api';
import type { FastifyRequest } from 'fastify';

/** The ids a request is about: a GET /job's span carries the job id, so it can be found beside the job's trace. */
function describeRequest(span: Span, request: FastifyRequest): void {
  const route = request.routeOptions.url;
  if (route) span.updateName(`${request.method} ${route}`);
  // The path without its query string: nothing a caller put in the URL's query reaches a span.
  const path = request.url.split('?', 1)[0] ?? '/';
  span.setAttribute('url.path', path);
  const params = request.params;
  if (params && typeof params === 'object' && 'job_id' in params && typeof params.job_id === 'string')
    span.setAttribute('job_id', params.job_id);
}

/** The plugin to register on the root instance (it does not encapsulate: its hooks cover every route). */
export function tracingPlugin() {
  return new FastifyOtelInstrumentation({ requestHook: describeRequest }).plugin();
}

/** Adds attributes to the request's span (nothing when tracing is off: the plugin is not there). */
export function tagRequestSpan(request: FastifyRequest, attributes: Record<string, string | number>): void {
  if (!request.server.hasRequestDecorator('opentelemetry')) return;
  request.opentelemetry().span?.setAttributes(attributes);
}
