// The generator's engine threads: each job's engine work runs on a worker thread of its own, so
// no request, however pathological, can stop the generator's thread (its heartbeats, its other
// jobs, its consumer). A thread whose job spends more CPU time than ENGINE_STEP_TIMEOUT_MS, or
// more memory than ENGINE_MEMORY_MB, is terminated and the job fails with `too_complex`.
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import { InvalidOutputError, type OutputLimits } from '../output-rules.ts';
import { EngineError, TooComplexError, type EngineContext, type EngineRequest } from '../engines/engine.ts';
import type { EngineRunner, FinishedSite } from './engine-runner.ts';
import type { ContextCall, FromThread, ThreadFailure, ThreadSettings, ToThread } from './thread-protocol.ts';
import { relayLogLine } from './relay-log-line.ts';

export interface EngineThreadOptions {
  env: Record<string, string | undefined>;
  /** A module exporting `createEngine(env)`, run instead of ENGINE's engine (tests, embedding). */
  engineModule?: string;
  /** CPU time one job's engine work may take, in ms. */
  cpuBudgetMs: number;
  /** Old-generation heap of one engine thread, in MiB. */
  memoryMb: number;
  limits: OutputLimits;
  logger: Logger;
  /** Threads kept warm between jobs: the generator's concurrency. */
  keep: number;
}

/** How often a running job's CPU time is read: a job runs at most this much past its budget. */
const BUDGET_CHECK_MS = 50;
/** After a cancel or shutdown, how long a thread has to stop on its own before it is terminated. */
const ABORT_GRACE_MS = 2_000;

interface EngineThread {
  worker: Worker;
  /** The engine's name, once the thread has built it. */
  ready: Promise<string>;
}

function startThread(options: EngineThreadOptions): EngineThread {
  const settings: ThreadSettings = {
    env: options.env,
    engineModule: options.engineModule,
    logLevel: options.logger.level,
    limits: options.limits,
  };
  const worker = new Worker(new URL('./engine-thread-main.ts', import.meta.url), {
    workerData: settings,
    resourceLimits: { maxOldGenerationSizeMb: options.memoryMb },
  });
  const ready = new Promise<string>((resolve, reject) => {
    const onMessage = (message: FromThread) => {
      if (message.type === 'log') relayLogLine(options.logger, message.line);
      if (message.type !== 'ready') return;
      worker.off('error', reject);
      worker.off('message', onMessage);
      resolve(message.engine);
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the engine thread stopped while starting (exit code ${code})`)));
  });
  // A thread that failed to start is not waited on elsewhere.
  ready.catch(() => {});
  return { worker, ready };
}

function cpuMs(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1_000;
}

function tooComplex(budgetMs: number): TooComplexError {
  return new TooComplexError(
    `This request's files took too long to process (more than ${(budgetMs / 1_000).toLocaleString('en-US')} s of work), so the job was stopped. Send smaller or simpler files, or split the request into smaller changes.`,
  );
}

function tooLarge(memoryMb: number): TooComplexError {
  return new TooComplexError(
    `This request's files needed more than ${memoryMb} MiB of memory to process, so the job was stopped. Send smaller or simpler files, or split the request into smaller changes.`,
  );
}

function errorOf(failure: ThreadFailure): Error {
  if (failure.kind === 'invalid_output') return new InvalidOutputError(failure.message);
  if (failure.kind === 'too_complex') return new TooComplexError(failure.message);
  if (failure.kind === 'engine') return new EngineError(failure.message, { retryable: failure.retryable });
  return new Error(failure.message);
}

/**
 * One job on one thread. Resolves with the finished site; rejects with the job's error. `healthy`
 * tells the pool whether the thread may run another job.
 */
function runOnThread(
  thread: EngineThread,
  request: EngineRequest,
  context: EngineContext,
  options: EngineThreadOptions,
): Promise<{ site: FinishedSite; healthy: true } | { error: Error; healthy: boolean }> {
  const { worker } = thread;
  return new Promise((settle) => {
    let done = false;
    // A context call the generator could not carry out (an append cut off by a newer attempt, a
    // file over the limits): that error, not the engine's reaction to it, is the job's.
    let callError: Error | undefined;
    let budgetTimer: NodeJS.Timeout | undefined;
    let abortTimer: NodeJS.Timeout | undefined;

    const finish = (outcome: { site: FinishedSite; healthy: true } | { error: Error; healthy: boolean }) => {
      if (done) return;
      done = true;
      clearInterval(budgetTimer);
      clearTimeout(abortTimer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      context.signal.removeEventListener('abort', onAbort);
      settle(outcome);
    };
    // The pool terminates a thread that is not healthy (startEngineThreads, retire).
    const stopThread = (error: Error) => finish({ error, healthy: false });
    const jobLogger = options.logger.child({ job_id: request.jobId });

    const answer = async (id: number, call: ContextCall) => {
      let failed = false;
      try {
        if (call.call === 'emit') await context.emit(call.files);
        else if (call.call === 'progress') await context.progress(call.message);
        else await context.recordUsage(call.usage);
      } catch (error) {
        failed = true;
        callError ??= error instanceof Error ? error : new Error(String(error));
      }
      if (!done) worker.postMessage({ type: 'reply', id, failed } satisfies ToThread);
    };
    const onMessage = (message: FromThread) => {
      if (message.type === 'log') relayLogLine(jobLogger, message.line);
      else if (message.type === 'call') void answer(message.id, message);
      else if (message.type === 'done') finish({ site: message.site, healthy: true });
      else if (message.type === 'failed') finish({ error: callError ?? errorOf(message.failure), healthy: true });
    };
    const onError = (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') stopThread(tooLarge(options.memoryMb));
      else stopThread(new Error(`the engine thread failed: ${error.message}`, { cause: error }));
    };
    const onExit = (code: number) => stopThread(new Error(`the engine thread stopped (exit code ${code})`));
    const onAbort = () => {
      worker.postMessage({ type: 'abort', reason: String(context.signal.reason) } satisfies ToThread);
      // An engine deep in a step hears the abort only when the step ends; the job must not wait.
      abortTimer = setTimeout(
        () => stopThread(context.signal.reason instanceof Error ? context.signal.reason : new Error('the job was stopped')),
        ABORT_GRACE_MS,
      );
    };

    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    if (context.signal.aborted) onAbort();
    else context.signal.addEventListener('abort', onAbort, { once: true });

    void (async () => {
      const start = await worker.cpuUsage();
      if (done) return;
      worker.postMessage({ type: 'run', request } satisfies ToThread);
      budgetTimer = setInterval(() => {
        worker.cpuUsage(start).then(
          (usage) => {
            const used = cpuMs(usage);
            if (done || used <= options.cpuBudgetMs) return;
            jobLogger.warn(
              { cpu_ms: Math.round(used), budget_ms: options.cpuBudgetMs },
              'engine work ran past its CPU budget; thread terminated',
            );
            stopThread(tooComplex(options.cpuBudgetMs));
          },
          // A thread that is gone cannot be measured: its 'error' or 'exit' settles the job.
          () => {},
        );
      }, BUDGET_CHECK_MS);
    })().catch((error: unknown) => stopThread(error instanceof Error ? error : new Error(String(error))));
  });
}

/** Starts the first thread (a misconfigured engine stops start-up here) and returns the runner. */
export async function startEngineThreads(options: EngineThreadOptions): Promise<EngineRunner> {
  const first = startThread(options);
  const name = await first.ready;
  const idle: EngineThread[] = [first];
  const all = new Set<EngineThread>([first]);

  const take = (): EngineThread => {
    const thread = idle.pop() ?? startThread(options);
    all.add(thread);
    return thread;
  };
  const retire = (thread: EngineThread) => {
    all.delete(thread);
    void thread.worker.terminate();
  };

  return {
    name,
    async run(request, context) {
      const thread = take();
      let outcome: Awaited<ReturnType<typeof runOnThread>>;
      try {
        await thread.ready;
        outcome = await runOnThread(thread, request, context, options);
      } catch (error) {
        retire(thread);
        throw error;
      }
      if (outcome.healthy && idle.length < options.keep) idle.push(thread);
      else retire(thread);
      if ('site' in outcome) return outcome.site;
      throw outcome.error;
    },
    async close() {
      idle.length = 0;
      await Promise.all([...all].map((thread) => thread.worker.terminate()));
      all.clear();
    },
  };
}
