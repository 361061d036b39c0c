// The settings every bench starts the embedded stack with (bench.ts, scale-bench.ts): its data in
// the bench's temporary DATA_DIR, listening on 127.0.0.1 only, offline engine, quiet logs, a short
// shutdown, and nats-server's monitoring endpoints, whose /connz tells the messages each service
// exchanged with it (nats-traffic.ts).
import { freePort } from '../../infra/nats/nats-server-process.ts';

export async function benchStackSettings(dataDir: string): Promise<Record<string, string>> {
  return {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    ENGINE: 'offline',
    SHUTDOWN_GRACE_MS: '5000',
    NATS_MONITOR_PORT: String(await freePort()),
  };
}
