// One of the bench's scripts run for real in a child process, as `npm run bench` runs it: its exit
// code, everything it printed, and its one `BENCH_JSON {...}` line read back.
import { spawn } from 'node:child_process';

export interface BenchRun {
  code: number | null;
  output: string;
  /** The object of its BENCH_JSON line as JSON.parse gives it (tests read its figures), or undefined when it printed none. */
  json: ReturnType<typeof JSON.parse> | undefined;
}

export async function runBenchScript(script: string, env: Record<string, string>): Promise<BenchRun> {
  const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const line = output.split('\n').find((text) => text.startsWith('BENCH_JSON '));
  return { code, output, json: line ? JSON.parse(line.slice('BENCH_JSON '.length)) : undefined };
}
