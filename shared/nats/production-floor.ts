// The production floor for the event log: nats-server 2.14.5 or newer, the JOBS stream on three
// replicas, and every write synced to disk before it is acknowledged (`sync_interval: always`).
// JetStream acknowledges writes before they reach the disk unless told otherwise: Jepsen's analysis
// of NATS 2.12.1 lost acknowledged writes to a power cut with the default two-minute sync. Every
// service logs the server's version at start and warns, with the reason, when below the floor.
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from '../logging/logger.ts';

export const PRODUCTION_FLOOR = { version: '2.14.5', replicas: 3, sync: 'always' } as const;
/** The first release that accepts `sync_interval` in its JetStream settings. */
export const SYNC_INTERVAL_SINCE = '2.10.0';

/** Compares dotted versions (`v2.9.10`, `2.14.5-beta`) by their numbers. */
export function versionAtLeast(version: string, floor: string): boolean {
  const parts = (text: string) =>
    text
      .replace(/^v/, '')
      .split(/[.-]/)
      .slice(0, 3)
      .map((part) => Number.parseInt(part, 10) || 0);
  const [a, b] = [parts(version), parts(floor)];
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
}

/** Why this server and stream fall short of the production floor; empty when they meet it. */
export function productionFloorProblems(version: string, replicas: number): string[] {
  const problems: string[] = [];
  if (!versionAtLeast(version, PRODUCTION_FLOOR.version)) {
    problems.push(
      `nats-server ${version} is older than ${PRODUCTION_FLOOR.version}: earlier releases have known JetStream bugs that can lose or reorder acknowledged writes, above all in clusters`,
    );
  }
  if (!versionAtLeast(version, SYNC_INTERVAL_SINCE)) {
    problems.push(
      `nats-server ${version} cannot sync every write before acknowledging it (sync_interval: always needs ${SYNC_INTERVAL_SINCE} or newer), so a power cut can lose acknowledged jobs`,
    );
  }
  if (replicas < PRODUCTION_FLOOR.replicas) {
    problems.push(
      `the JOBS stream has ${replicas} replica${replicas === 1 ? '' : 's'} (STREAM_REPLICAS): losing that node's disk loses the log; production runs ${PRODUCTION_FLOOR.replicas}`,
    );
  }
  return problems;
}

/** Logs the connected server's version, and a warning with the reasons when below the floor. */
export function logProductionFloor(nc: NatsConnection, replicas: number, logger: Logger): void {
  const version = nc.info?.version ?? 'unknown';
  logger.info({ nats_server_version: version, stream_replicas: replicas }, `connected to nats-server ${version}`);
  const problems = productionFloorProblems(version, replicas);
  if (problems.length > 0) {
    logger.warn(
      { nats_server_version: version, stream_replicas: replicas, production_floor: PRODUCTION_FLOOR, reasons: problems },
      `below the production floor (nats-server ${PRODUCTION_FLOOR.version} or newer, R${PRODUCTION_FLOOR.replicas}, sync_interval: ${PRODUCTION_FLOOR.sync}): ${problems.join('; ')}. Fine for development; see docs/operations.md before production.`,
    );
  }
}
