// A test file's own nats-server (random port, temporary directory), and a recorder of the subjects
// the server routes, for tests that assert which requests an operation makes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { startNatsServer } from '../../infra/nats/nats-server-process.ts';

export interface TestNats {
  url: string;
  /** Stops the server and removes its directory. */
  stop(): Promise<void>;
}

/** `extraConfig`: more nats-server configuration, appended as is (an authorization block, a tls block). */
export async function startTestNats(name: string, extraConfig?: string): Promise<TestNats> {
  const dir = await mkdtemp(join(tmpdir(), `sitewright-${name}-`));
  try {
    const server = await startNatsServer({ storeDir: join(dir, 'nats'), ...(extraConfig ? { extraConfig } : {}) });
    return {
      url: server.url,
      stop: async () => {
        await server.stop();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

export interface SubjectRecorder {
  /** The subjects the server routed while `action` ran, in order. */
  during(action: () => Promise<unknown>, flush?: NatsConnection): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Subscribes, on a connection of its own, to `filters` (for example `$JS.API.>`: every JetStream
 * request a client makes is a message the server routes there).
 */
export async function recordSubjects(url: string, filters: string[]): Promise<SubjectRecorder> {
  const tap = await connect({ servers: url });
  const seen: string[] = [];
  for (const filter of filters) tap.subscribe(filter, { callback: (_error, message) => void seen.push(message.subject) });
  await tap.flush();
  return {
    during: async (action, flush) => {
      await tap.flush();
      const from = seen.length;
      await action();
      // What the acting connection sent has reached the server before the recorder's own round trip ends.
      await flush?.flush();
      await tap.flush();
      return seen.slice(from);
    },
    close: () => tap.close(),
  };
}
