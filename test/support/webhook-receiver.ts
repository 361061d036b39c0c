// A real webhook receiver on 127.0.0.1 for the tests: records every request (headers and raw
// body) and every TCP connection, and answers as the test scripts it.
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** A status to answer with, 'hang' to never answer, or a redirect. */
export type ReceiverAnswer = number | 'hang' | { redirect: string };

export class WebhookReceiver {
  readonly requests: ReceivedRequest[] = [];
  connections = 0;
  /** Called per request (0-based index); default 200. */
  answer: (index: number, request: ReceivedRequest) => ReceiverAnswer = () => 200;
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private readonly hanging = new Set<ServerResponse>();
  private waiters: (() => void)[] = [];

  private constructor() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const received = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
        this.requests.push(received);
        for (const wake of this.waiters.splice(0)) wake();
        const answer = this.answer(this.requests.length - 1, received);
        if (answer === 'hang') {
          this.hanging.add(res);
          return;
        }
        if (typeof answer === 'object') {
          res.writeHead(302, { location: answer.redirect }).end();
          return;
        }
        res.writeHead(answer, { 'content-type': 'text/plain' }).end(answer < 300 ? 'ok' : 'no');
      });
    });
    this.server.on('connection', (socket) => {
      this.connections += 1;
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  static async start(): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver();
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  get host(): string {
    return `127.0.0.1:${this.port}`;
  }

  url(path = '/hook'): string {
    return `http://${this.host}${path}`;
  }

  /** Resolves once `count` requests have arrived; rejects after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 20_000): Promise<ReceivedRequest[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.requests.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} webhook requests, got ${this.requests.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.requests;
  }

  reset(): void {
    this.requests.length = 0;
    this.connections = 0;
    this.answer = () => 200;
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
