// A small OTLP/HTTP receiver for the tests: it accepts what exporters post to /v1/traces, keeps each
// request's content type and size, and decodes OTLP JSON into flat spans.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean>;
  links: { traceId: string; spanId: string }[];
}

export interface OtlpReceiver {
  url: string;
  spans: ReceivedSpan[];
  requests: { path: string; contentType: string; bytes: number }[];
  close(): Promise<void>;
}

type AnyValue = { stringValue?: string; intValue?: string | number; doubleValue?: number; boolValue?: boolean };
type KeyValue = { key: string; value: AnyValue };

function plainValue(value: AnyValue): string | number | boolean {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.boolValue !== undefined) return value.boolValue;
  return JSON.stringify(value);
}

const attributesOf = (list: KeyValue[] | undefined) =>
  Object.fromEntries((list ?? []).map((entry) => [entry.key, plainValue(entry.value)]));

function decode(body: any): ReceivedSpan[] {
  const spans: ReceivedSpan[] = [];
  for (const resourceSpans of body.resourceSpans ?? []) {
    const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? '');
    for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
      for (const span of scopeSpans.spans ?? []) {
        spans.push({
          service,
          traceId: span.traceId,
          spanId: span.spanId,
          parentSpanId: span.parentSpanId ?? '',
          name: span.name,
          kind: span.kind,
          attributes: attributesOf(span.attributes),
          links: (span.links ?? []).map((link: { traceId: string; spanId: string }) => ({ traceId: link.traceId, spanId: link.spanId })),
        });
      }
    }
  }
  return spans;
}

export async function startOtlpReceiver(port = 0): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const requests: OtlpReceiver['requests'] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const contentType = request.headers['content-type'] ?? '';
      requests.push({ path: request.url ?? '', contentType, bytes: body.length });
      if (contentType.includes('json')) spans.push(...decode(JSON.parse(body.toString('utf8'))));
      response.writeHead(200, { 'content-type': contentType.includes('json') ? 'application/json' : 'application/x-protobuf' });
      response.end(contentType.includes('json') ? '{}' : '');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    spans,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
