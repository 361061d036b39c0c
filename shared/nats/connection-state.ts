import type { NatsConnection } from '@nats-io/transport-node';

/**
 * Whether the connection is up right now, from its status events. While it is down (nats-server
 * died or is restarting), writers answer 503 at once instead of waiting out a timeout per step.
 */
export function watchConnection(nc: NatsConnection): { isUp(): boolean } {
  let up = !nc.isClosed();
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') up = false;
      if (status.type === 'reconnect') up = true;
    }
    up = false;
  })();
  return { isUp: () => up && !nc.isClosed() };
}
