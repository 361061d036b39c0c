// A reverse proxy on 127.0.0.1 in front of a real gateway, to put a client through what networks
// do: answers lost after the gateway did the work, refused event streams, streams cut off. Each
// request is recorded; `decide` says what to do with it (forward it by default).
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** Status the proxy answered, or 0 when it cut the connection. */
  status: number;
  /** Response headers from the gateway, when it was asked. */
  upstreamHeaders?: IncomingHttpHeaders;
}

export type ProxyAction =
  | { kind: 'forward' }
  /** Forward, let the gateway answer in full, then cut the client's connection without a byte. */
  | { kind: 'lose-answer' }
  /** Forward, pass the head and the first `bytes` bytes of the body on, then cut the connection. */
  | { kind: 'cut-after'; bytes: number }
  /**
   * An event stream that passes its first event on (once `release` resolves, if given; `held` is
   * told when the proxy has it) and then nothing more, while the connection stays open: a stream
   * that missed every later change.
   */
  | { kind: 'first-event-only'; release?: Promise<void>; held?: () => void }
  /** Answer here; the gateway never sees the request. */
  | { kind: 'answer'; status: number; headers?: Record<string, string>; body: string };

export interface TestProxy {
  url: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

export async function startProxy(
  target: string,
  decide: (request: IncomingMessage, seen: SeenRequest[]) => ProxyAction = () => ({ kind: 'forward' }),
): Promise<TestProxy> {
  const upstream = new URL(target);
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    const record: SeenRequest = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, status: 0 };
    const action = decide(req, seen);
    seen.push(record);
    if (action.kind === 'answer') {
      record.status = action.status;
      req.resume();
      res.writeHead(action.status, action.headers).end(action.body);
      return;
    }
    const forwarded = httpRequest(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        record.upstreamHeaders = answer.headers;
        if (action.kind === 'lose-answer') {
          answer.resume();
          answer.once('end', () => req.socket.destroy());
          return;
        }
        record.status = answer.statusCode ?? 0;
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        if (action.kind === 'first-event-only') {
          let buffered = '';
          let passed = false;
          answer.on('data', (chunk: Buffer) => {
            if (passed) return;
            buffered += chunk.toString('utf8');
            const end = buffered.indexOf('\n\n');
            if (end < 0) return;
            passed = true;
            action.held?.();
            void (action.release ?? Promise.resolve()).then(() => res.write(buffered.slice(0, end + 2)));
          });
          return;
        }
        if (action.kind === 'cut-after') {
          let passed = 0;
          answer.on('data', (chunk: Buffer) => {
            const room = action.bytes - passed;
            if (room > 0) res.write(chunk.subarray(0, room));
            passed += chunk.length;
            if (passed >= action.bytes) {
              answer.destroy();
              req.socket.destroy();
            }
          });
          return;
        }
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => req.socket.destroy());
    res.on('close', () => forwarded.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
