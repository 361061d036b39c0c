// A dependency (nats-server, PostgreSQL) left running by an earlier `npm start` that was killed
// outright (SIGKILL, a power cut of the terminal, the OOM killer): it still holds the data
// directory, and the services of that run may still be attached to it. Before starting its own,
// `npm start` stops such a leftover, found by the pid file the server keeps in its data directory
// and recognised by its command line, so a foreign process that reused the pid is left alone.
import { readFile } from 'node:fs/promises';
import type { Logger } from 'pino';

/** True while a process with this pid exists (EPERM: it exists, owned by another user). */
export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

async function commandLine(pid: number): Promise<string> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

async function exited(pid: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

export interface Leftover {
  /** The server's pid file (its first line is the pid). */
  pidFile: string;
  /** A part of the command line every process of ours has (its data directory or config file). */
  recognisedBy: string;
  name: string;
  /** The signal the server shuts down cleanly on. */
  signal: NodeJS.Signals;
}

/** Stops a leftover server of an earlier run; true when there was one. */
export async function stopLeftover(leftover: Leftover, logger: Logger): Promise<boolean> {
  let pid: number;
  try {
    pid = Number.parseInt((await readFile(leftover.pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  } catch {
    return false;
  }
  if (!Number.isInteger(pid) || pid <= 1 || pid === process.pid || !isAlive(pid)) return false;
  if (!(await commandLine(pid)).includes(leftover.recognisedBy)) return false;
  logger.warn({ pid }, `a ${leftover.name} of an earlier run is still running on this DATA_DIR; stopping it`);
  process.kill(pid, leftover.signal);
  if (!(await exited(pid, 30_000))) {
    process.kill(pid, 'SIGKILL');
    await exited(pid, 5_000);
  }
  return true;
}
