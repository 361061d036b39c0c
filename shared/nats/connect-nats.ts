import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from '../logging/logger.ts';
import { natsAuthOptions, type NatsAuthSettings } from './nats-auth-options.ts';

export type { NatsConnection };

/** `auth`: the service's NATS credentials and TLS settings (the whole Config will do). */
export async function connectNats(url: string, name: string, logger: Logger, auth: NatsAuthSettings): Promise<NatsConnection> {
  const nc = await connect({
    servers: url.split(','),
    name,
    ...natsAuthOptions(auth),
    // Keep trying for ever: a JetStream cluster may be electing a leader or restarting.
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    timeout: 5_000,
    // Otherwise every request builds an Error up front, only to carry a stack if it times out:
    // a few percent of a busy gateway's CPU. Our errors say which operation failed anyway.
    noAsyncTraces: true,
  });
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect' || status.type === 'error') {
        logger.warn({ nats: status.type, server: 'server' in status ? status.server : undefined }, `nats ${status.type}`);
      }
    }
  })();
  return nc;
}

/** Drains (finishing in-flight work) when the server is reachable; closes anyway after `graceMs`. */
export async function closeNats(nc: NatsConnection, graceMs = 5_000): Promise<void> {
  if (nc.isClosed()) return;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
  await Promise.race([nc.drain().catch(() => {}), timeout]);
  clearTimeout(timer);
  if (!nc.isClosed()) await nc.close().catch(() => {});
}

/**
 * Calls `callback` after every reconnect: caches kept fresh by core subscriptions may have
 * missed messages while the connection was down.
 */
export function onReconnect(nc: NatsConnection, callback: () => void): void {
  void (async () => {
    for await (const status of nc.status()) if (status.type === 'reconnect') callback();
  })();
}
