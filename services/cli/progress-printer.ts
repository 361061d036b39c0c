// Live progress of a job: a line redrawn in place on a terminal (its elapsed time ticking), plain
// lines when the output is a file or a pipe, one JSON object per update with --json.
import type { Job } from '../../shared/client/index.ts';
import { plural, type Output } from './output.ts';

export interface ProgressPrinter {
  update(job: Job): void;
  /** Ends the redrawn line; call once the job is final or the wait is abandoned. */
  stop(): void;
}

export function describeJob(job: Job, elapsedSeconds: number = job.elapsed_seconds): string {
  const message = job.status === 'failed' ? job.error : job.progress;
  return `${job.status.padEnd(8)} ${plural(job.files.length, 'file').padEnd(9)} ${elapsedSeconds.toFixed(1).padStart(6)}s  ${message}`.trimEnd();
}

export function createProgressPrinter(output: Output): ProgressPrinter {
  if (output.json) {
    return {
      update: (job) =>
        output.object({
          type: 'update',
          job_id: job.job_id,
          status: job.status,
          progress: job.progress,
          error: job.error,
          files: job.files.map((file) => file.path),
          elapsed_seconds: job.elapsed_seconds,
        }),
      stop: () => {},
    };
  }
  if (!output.stdout.isTTY) return { update: (job) => output.line(describeJob(job)), stop: () => {} };

  // On a terminal: one line, redrawn on every update and every second, cut to the width so it
  // never wraps (a wrapped line cannot be redrawn).
  let last: { job: Job; at: number } | undefined;
  const draw = () => {
    if (!last) return;
    const running = last.job.status !== 'ready' && last.job.status !== 'failed';
    const elapsed = last.job.elapsed_seconds + (running ? (Date.now() - last.at) / 1000 : 0);
    const width = Math.max(20, (output.stdout.columns || 80) - 1);
    output.stdout.write(`\r\x1b[2K${describeJob(last.job, elapsed).slice(0, width)}`);
  };
  const ticker = setInterval(draw, 1000);
  ticker.unref();
  return {
    update: (job) => {
      last = { job, at: Date.now() };
      draw();
    },
    stop: () => {
      clearInterval(ticker);
      if (last) output.stdout.write('\n');
    },
  };
}
