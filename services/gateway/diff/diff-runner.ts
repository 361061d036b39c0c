// Runs the gateway's diffs on a worker thread (diff-worker.ts), with a budget per request: at
// most `maxEditLength` changed lines per file, and `timeoutMs` for all of a request's files from
// the moment it is asked, time spent waiting behind other requests included. A file without a
// patch when the budget is spent comes back as null (the route lists it as truncated).
//
// The worker checks the clock between steps of the diff; a step that does not return (one huge
// file's lines being split, say) is cut short from here: `graceMs` past a request's deadline the
// worker is ended, that request is answered with what it has, and the requests queued behind it
// go to a fresh worker.
//
// Patches come back on a channel of our own, so that the ones already sent when a worker is ended
// are read before it goes (a busy event loop may not have heard them yet); and a fresh worker is
// started at once, so that starting one (hundreds of milliseconds on a loaded machine) is not paid
// out of the next request's budget.
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { DiffTask, FilePair, PatchMessage } from './diff-messages.ts';

export interface DiffBudget {
  /** DIFF_MAX_EDIT_LENGTH */
  maxEditLength: number;
  /** DIFF_TIMEOUT_MS */
  timeoutMs: number;
  /** How long past its deadline a request may hold the worker before it is ended. */
  graceMs?: number;
}

export interface DiffRunner {
  /** Patches by path; null where the budget ran out. Never rejects. */
  patches(beforeLabel: string, afterLabel: string, files: FilePair[]): Promise<Map<string, string | null>>;
  close(): Promise<void>;
}

interface Pending {
  task: DiffTask;
  results: Map<string, string | null>;
  timer: NodeJS.Timeout;
  resolve(results: Map<string, string | null>): void;
}

const WORKER_URL = new URL('./diff-worker.ts', import.meta.url);

export function createDiffRunner(budget: DiffBudget): DiffRunner {
  const graceMs = budget.graceMs ?? 500;
  const pending = new Map<number, Pending>();
  let worker: { thread: Worker; patches: MessagePort } | null = null;
  let nextId = 1;
  let closed = false;

  /** Answers a request with the patches it has; every other file is truncated. */
  const finish = (entry: Pending) => {
    clearTimeout(entry.timer);
    pending.delete(entry.task.id);
    for (const file of entry.task.files) if (!entry.results.has(file.path)) entry.results.set(file.path, null);
    entry.resolve(entry.results);
  };

  const onMessage = (message: PatchMessage) => {
    const entry = pending.get(message.id);
    if (!entry) return;
    entry.results.set(message.path, message.patch);
    if (message.done) finish(entry);
  };

  /** Ends the worker; requests whose deadline is past are answered, the rest go to a fresh one. */
  const replaceWorker = (): Promise<unknown> => {
    const old = worker;
    worker = null;
    let ended: Promise<unknown> = Promise.resolve();
    if (old) {
      // What it has already sent counts, heard or not.
      for (let sent = receiveMessageOnPort(old.patches); sent; sent = receiveMessageOnPort(old.patches)) onMessage(sent.message);
      old.patches.close();
      old.thread.removeAllListeners();
      // An 'error' after this point has no one left to tell.
      old.thread.on('error', () => {});
      ended = old.thread.terminate();
    }
    const now = Date.now();
    for (const entry of [...pending.values()]) {
      if (closed || entry.task.deadline <= now) finish(entry);
      else post({ ...entry.task, files: entry.task.files.filter((file) => !entry.results.has(file.path)) });
    }
    if (!closed) started();
    return ended;
  };

  const started = (): Worker => {
    if (worker) return worker.thread;
    const { port1: patches, port2: reply } = new MessageChannel();
    const thread = new Worker(WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: 512 },
      workerData: { reply },
      transferList: [reply],
    });
    const fresh = { thread, patches };
    patches.on('message', onMessage);
    // A worker out of memory, or gone for any reason: its requests get what they have.
    thread.on('error', () => void replaceWorker());
    thread.on('exit', () => {
      if (worker === fresh) void replaceWorker();
    });
    // Idle, neither keeps the process alive.
    thread.unref();
    patches.unref();
    worker = fresh;
    return thread;
  };

  const post = (task: DiffTask) => {
    if (task.files.length === 0) {
      const entry = pending.get(task.id);
      if (entry) finish(entry);
      return;
    }
    started().postMessage(task);
  };

  started();
  return {
    patches: (beforeLabel, afterLabel, files) => {
      if (files.length === 0 || closed) return Promise.resolve(new Map(files.map((file) => [file.path, null])));
      const task: DiffTask = {
        id: nextId++,
        deadline: Date.now() + budget.timeoutMs,
        maxEditLength: budget.maxEditLength,
        beforeLabel,
        afterLabel,
        files,
      };
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          if (pending.has(task.id)) void replaceWorker();
        }, budget.timeoutMs + graceMs);
        pending.set(task.id, { task, results: new Map(), timer, resolve });
        post(task);
      });
    },
    close: async () => {
      closed = true;
      await replaceWorker();
    },
  };
}
