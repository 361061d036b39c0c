// A stand-in for an OpenAI-compatible provider on 127.0.0.1: a real HTTP server speaking the
// chat-completions protocol, streamed as server-sent events. Each test scripts the answers it
// wants, in order, and reads back the requests the engine made.
//
// Answers are cut awkwardly on purpose: the content is split into deltas of 1..9 characters
// (so tags and `path="` arrive in pieces) and the SSE bytes are written to the socket in small
// slices that cut frames, JSON and multi-byte characters apart.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface FakeUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface StreamAnswer {
  type: 'stream';
  /** The answer text; a string is split into awkward deltas, an array is sent as given. */
  content: string | string[];
  /** Default `stop`; `length` simulates the output-token limit. */
  finishReason?: string;
  /** Default: a usage chunk when the request asks for it; null sends none. */
  usage?: FakeUsage | null;
  /** Stop writing after this many characters of content, until `resume` settles. */
  pauseAt?: number;
  resume?: Promise<unknown>;
  /** After this many characters of content: `stall` keeps the connection silent, `drop` cuts it. */
  breakAt?: number;
  breakWith?: 'stall' | 'drop' | 'end';
  /** An SSE error payload sent after the content instead of a finish. */
  errorPayload?: unknown;
}

export interface ErrorAnswer {
  type: 'error';
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Never answers (not even headers) until the server closes. */
export interface HangAnswer {
  type: 'hang';
}

export type FakeAnswer = StreamAnswer | ErrorAnswer | HangAnswer;

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: ChatRequestBody;
}

export interface RequestContentPart {
  type: string;
  text?: string;
  image_url?: { url: string; detail?: string };
}

export interface ChatRequestBody {
  model?: string;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  max_tokens?: number;
  max_completion_tokens?: number;
  /** Text, or parts (text and image_url) as a visual review sends them. */
  messages: Array<{ role: string; content: string | RequestContentPart[] }>;
  [key: string]: unknown;
}

export function streamAnswer(content: string | string[], options: Omit<StreamAnswer, 'type' | 'content'> = {}): StreamAnswer {
  return { type: 'stream', content, ...options };
}

export function errorAnswer(status: number, options: Omit<ErrorAnswer, 'type' | 'status'> = {}): ErrorAnswer {
  return { type: 'error', status, ...options };
}

export class FakeOpenAI {
  readonly requests: RecordedRequest[] = [];
  /** Responses whose body has been completely written. */
  finishedResponses = 0;
  /** Streamed responses whose client hung up before the answer was complete. */
  closedByClient = 0;
  /** Requests that arrived with nothing scripted for them. */
  unscripted = 0;
  private readonly queue: FakeAnswer[] = [];
  private readonly sockets = new Set<Socket>();
  private readonly server: Server;
  private seed: number;

  private constructor(seed: number) {
    this.seed = seed;
    this.server = createServer((req, res) => {
      void this.handle(req, res);
    });
    this.server.on('connection', (socket) => {
      socket.setNoDelay(true);
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  static async start(seed = 1): Promise<FakeOpenAI> {
    const fake = new FakeOpenAI(seed);
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get baseURL(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/v1`;
  }

  enqueue(...answers: FakeAnswer[]): void {
    this.queue.push(...answers);
  }

  get pending(): number {
    return this.queue.length;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = (text === '' ? { messages: [] } : JSON.parse(text)) as ChatRequestBody;
    this.requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });

    const answer = this.queue.shift();
    if (!answer) {
      this.unscripted += 1;
      sendJson(res, 500, { error: { message: 'fake-openai: nothing scripted for this request', type: 'fake' } });
      return;
    }
    if (answer.type === 'hang') return;
    if (answer.type === 'error') {
      const errorBody = answer.body ?? { error: { message: `scripted HTTP ${answer.status}`, type: 'scripted' } };
      sendJson(res, answer.status, errorBody, answer.headers);
      this.finishedResponses += 1;
      return;
    }
    await this.stream(res, answer, body.stream_options?.include_usage === true, body.model ?? 'unknown');
  }

  private async stream(res: ServerResponse, answer: StreamAnswer, includeUsage: boolean, model: string): Promise<void> {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.once('close', () => {
      if (!res.writableFinished) this.closedByClient += 1;
    });
    const deltas = typeof answer.content === 'string' ? this.awkwardSplit(answer.content, answer) : answer.content;
    const frame = (choices: unknown[], extra: Record<string, unknown> = {}) =>
      `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model, choices, ...extra })}\n\n`;

    await this.write(res, frame([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]));
    let sent = 0;
    for (const delta of deltas) {
      if (answer.pauseAt !== undefined && sent === answer.pauseAt && answer.resume) await answer.resume;
      if (answer.breakAt !== undefined && sent >= answer.breakAt) return this.break(res, answer.breakWith ?? 'stall');
      await this.write(res, frame([{ index: 0, delta: { content: delta }, finish_reason: null }]));
      sent += delta.length;
      // The client hung up (it stopped reading): a real provider stops generating too.
      if (res.destroyed) return;
    }
    if (answer.breakAt !== undefined) return this.break(res, answer.breakWith ?? 'stall');
    if (answer.errorPayload !== undefined) {
      await this.write(res, `data: ${JSON.stringify(answer.errorPayload)}\n\n`);
    } else {
      await this.write(res, frame([{ index: 0, delta: {}, finish_reason: answer.finishReason ?? 'stop' }]));
      const usage =
        answer.usage === undefined
          ? { prompt_tokens: 100, completion_tokens: Math.ceil(sent / 4), total_tokens: 100 + Math.ceil(sent / 4) }
          : answer.usage;
      if (includeUsage && usage) await this.write(res, frame([], { usage }));
      await this.write(res, 'data: [DONE]\n\n');
    }
    res.end();
    this.finishedResponses += 1;
  }

  private break(res: ServerResponse, how: 'stall' | 'drop' | 'end'): void {
    if (how === 'drop') res.socket?.destroy();
    if (how === 'end') {
      res.end();
      this.finishedResponses += 1;
    }
  }

  /** Deltas of 1..9 characters, plus a boundary exactly at `pauseAt` and `breakAt`. */
  private awkwardSplit(content: string, answer: StreamAnswer): string[] {
    const cuts = new Set([answer.pauseAt, answer.breakAt].filter((n): n is number => n !== undefined));
    const deltas: string[] = [];
    let at = 0;
    while (at < content.length) {
      let end = Math.min(content.length, at + 1 + (this.random() % 9));
      for (const cut of cuts) if (cut > at && cut < end) end = cut;
      deltas.push(content.slice(at, end));
      at = end;
    }
    return deltas;
  }

  /** Writes in slices of 1..24 bytes, letting each reach the socket before the next. */
  private async write(res: ServerResponse, text: string): Promise<void> {
    const bytes = Buffer.from(text, 'utf8');
    for (let at = 0; at < bytes.length; ) {
      const size = 1 + (this.random() % 24);
      res.write(bytes.subarray(at, at + size));
      at += size;
      if (this.random() % 4 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Deterministic, so a failure reproduces with the same splits. */
  private random(): number {
    this.seed = (this.seed * 1103515245 + 12345) % 2147483648;
    return this.seed >>> 8;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
