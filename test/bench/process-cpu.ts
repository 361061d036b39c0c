// CPU time of the bench's process tree by role (Linux /proc): where in the stack a measurement
// spent its CPU. The embedded stack's processes are all descendants of the bench process, which
// itself runs the gateway; load drivers (autocannon, the end-to-end driver) are not counted.
import { readdirSync, readFileSync } from 'node:fs';

export type Role =
  | 'gateway'
  | 'nats-server'
  | 'PostgreSQL'
  | 'projector'
  | 'scheduler'
  | 'generator'
  | 'dispatcher'
  /** Any other process of the stack (the renderer and its Chromium), when asked for. */
  | 'other';

const TICKS_PER_SECOND = 100;

function roleOf(pid: number, rootPid: number, commandLine: string): Role | null {
  if (pid === rootPid) return 'gateway';
  // A further gateway (`npm run gateway`, scale-bench.ts's --gateways).
  if (commandLine.includes('services/gateway/')) return 'gateway';
  if (commandLine.includes('services/projector/')) return 'projector';
  if (commandLine.includes('services/scheduler/')) return 'scheduler';
  if (commandLine.includes('services/generator/')) return 'generator';
  if (commandLine.includes('services/dispatcher/')) return 'dispatcher';
  if (commandLine.includes('nats-server')) return 'nats-server';
  // The server and its backends (whose titles read "postgres: ...").
  if (commandLine.includes('postgres')) return 'PostgreSQL';
  return null;
}

/** The bench's own scripts (the load drivers) and autocannon: the load, not the stack. */
const isLoadDriver = (commandLine: string) => commandLine.includes('test/bench/') || commandLine.includes('autocannon');

interface ProcessStat {
  parent: number;
  cpuMs: number;
  /** What its children that have exited and been waited for used (PostgreSQL's autovacuum workers, say). */
  exitedChildrenCpuMs: number;
}

function readStat(pid: number): ProcessStat | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const ms = (first: number) => ((Number(fields[first]) + Number(fields[first + 1])) * 1000) / TICKS_PER_SECOND;
    // utime + stime, then cutime + cstime (fields 14 to 17 of proc(5), counted after the name).
    return { parent: Number(fields[1]), cpuMs: ms(11), exitedChildrenCpuMs: ms(13) };
  } catch {
    return null;
  }
}

/** CPU seconds a process has used so far, or undefined once it is gone. */
export function cpuSecondsOf(pid: number): number | undefined {
  const stat = readStat(pid);
  return stat ? stat.cpuMs / 1000 : undefined;
}

/** Every process's stat now, and whether a pid is `rootPid` or one of its descendants. */
function processTree(rootPid: number): { stats: Map<number, ProcessStat>; inTree(pid: number): boolean } {
  const stats = new Map<number, ProcessStat>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat) stats.set(Number(entry), stat);
  }
  const inTree = (pid: number): boolean => {
    for (let current = pid, hops = 0; current > 1 && hops < 64; hops++) {
      if (current === rootPid) return true;
      current = stats.get(current)?.parent ?? 0;
    }
    return false;
  };
  return { stats, inTree };
}

/** CPU milliseconds used so far by `rootPid` and every process under it (Chromium's, for the renderer bench). */
export function cpuOfTree(rootPid = process.pid): number {
  const { stats, inTree } = processTree(rootPid);
  let total = 0;
  for (const [pid, stat] of stats) if (inTree(pid)) total += stat.cpuMs;
  return total;
}

export interface RoleOptions {
  /**
   * Count every process of the tree: those of no known role as `other` (the load drivers still
   * not), and for each process but the root what its exited children used too. The root's exited
   * children are load drivers; a PostgreSQL server's are backends and autovacuum workers that
   * ended during the measurement, whose CPU would otherwise vanish with them.
   */
  everything?: boolean;
}

/** CPU milliseconds used so far by each role in the tree under `rootPid` (itself included). */
export function cpuByRole(rootPid = process.pid, options: RoleOptions = {}): Map<Role, number> {
  const { stats, inTree } = processTree(rootPid);
  const used = new Map<Role, number>();
  for (const [pid, stat] of stats) {
    if (!inTree(pid)) continue;
    let commandLine = '';
    try {
      commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      continue;
    }
    let role = roleOf(pid, rootPid, commandLine);
    if (!role && options.everything && !isLoadDriver(commandLine)) role = 'other';
    if (!role) continue;
    const exited = options.everything && pid !== rootPid ? stat.exitedChildrenCpuMs : 0;
    used.set(role, (used.get(role) ?? 0) + stat.cpuMs + exited);
  }
  return used;
}

/** CPU milliseconds per unit of work (a job, a request) by role between two readings, and their total. */
export function cpuPer(before: Map<Role, number>, after: Map<Role, number>, units: number, decimals = 1): Record<string, number> {
  const per: Record<string, number> = {};
  const round = (ms: number) => Math.round(ms * 10 ** decimals) / 10 ** decimals;
  let total = 0;
  for (const [role, ms] of after) {
    const spent = Math.max(0, ms - (before.get(role) ?? 0)) / units;
    per[role] = round(spent);
    total += spent;
  }
  per.total = round(total);
  return per;
}
