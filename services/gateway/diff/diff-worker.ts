// The diff worker thread: works out unified diffs (the `diff` package) for the gateway, so that
// however long a diff takes, the gateway's event loop is not held by it. Each patch is bounded by
// the task's edit budget and what is left of its time; the gateway also ends this thread should
// one step overrun the deadline (diff-runner.ts).
import { MessagePort, parentPort, workerData } from 'node:worker_threads';
import { createTwoFilesPatch } from 'diff';
import type { DiffTask, PatchMessage } from './diff-messages.ts';

function patchOf(task: DiffTask, before: string, after: string, path: string): string | null {
  const timeout = task.deadline - Date.now();
  if (timeout <= 0) return null;
  const patch = createTwoFilesPatch(`a/${path}`, `b/${path}`, before, after, task.beforeLabel, task.afterLabel, {
    context: 3,
    maxEditLength: task.maxEditLength,
    timeout,
  });
  return patch ?? null;
}

// Patches go back on the runner's own channel, which it can still read when it ends this thread.
const reply: unknown = workerData?.reply;
if (!(reply instanceof MessagePort)) throw new Error('the diff worker is started by diff-runner.ts, with a port to answer on');

parentPort?.on('message', (task: DiffTask) => {
  // The smallest files first: one huge file cannot use up the time of every small one.
  const files = [...task.files].sort((a, b) => a.before.length + a.after.length - (b.before.length + b.after.length));
  files.forEach((file, index) => {
    const message: PatchMessage = {
      id: task.id,
      path: file.path,
      patch: patchOf(task, file.before, file.after, file.path),
      done: index === files.length - 1,
    };
    reply.postMessage(message);
  });
});
