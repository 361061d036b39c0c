// Messages each service exchanged with nats-server during a measurement, from the server's own
// monitoring endpoint (`/connz`, served when NATS_MONITOR_PORT is set): where nats-server's share of
// a request's CPU comes from. Each connection is named by the service that opened it
// (`sitewright-gateway`, `sitewright-generator-<id>`, ...).

export type TrafficRole = 'gateway' | 'generator' | 'projector' | 'scheduler' | 'dispatcher' | 'other';

/** Messages a role sent to the server (`in`) and the server sent it (`out`), and its open connections. */
export type Traffic = Map<TrafficRole, { in: number; out: number; connections: number }>;

interface Connz {
  connections: { cid: number; name?: string; in_msgs: number; out_msgs: number }[];
}

const ROLES = ['gateway', 'generator', 'projector', 'scheduler', 'dispatcher'] as const;

function roleOf(name: string): TrafficRole {
  return ROLES.find((role) => name === `sitewright-${role}` || name.startsWith(`sitewright-${role}-`)) ?? 'other';
}

/** The messages so far of every open connection, by role. */
export async function natsTraffic(monitorUrl: string): Promise<Traffic> {
  const response = await fetch(`${monitorUrl}/connz?limit=10000`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`nats-server's /connz answered HTTP ${response.status}`);
  const connz = (await response.json()) as Connz;
  const traffic: Traffic = new Map();
  for (const connection of connz.connections) {
    const role = roleOf(connection.name ?? '');
    const sum = traffic.get(role) ?? { in: 0, out: 0, connections: 0 };
    sum.in += connection.in_msgs;
    sum.out += connection.out_msgs;
    sum.connections += 1;
    traffic.set(role, sum);
  }
  return traffic;
}

/**
 * Messages per unit of work (a request, a job) by role between two readings, as `in/out`, and their
 * total. A connection opened or closed between the readings counts only what it had at the second.
 */
export function trafficPer(before: Traffic, after: Traffic, units: number): Record<string, string> {
  const per: Record<string, string> = {};
  const format = (sent: number, received: number) => `${(sent / units).toFixed(1)}/${(received / units).toFixed(1)}`;
  let totalIn = 0;
  let totalOut = 0;
  for (const [role, now] of after) {
    const earlier = before.get(role) ?? { in: 0, out: 0 };
    const sent = Math.max(0, now.in - earlier.in);
    const received = Math.max(0, now.out - earlier.out);
    if (sent + received === 0) continue;
    per[role] = format(sent, received);
    totalIn += sent;
    totalOut += received;
  }
  per.total = format(totalIn, totalOut);
  return per;
}
