// The entry point of an engine thread (a worker thread of the generator). It builds the engine
// once, then runs one job at a time: the engine, the output rules and the quality report, all the
// work over caller and model text. The generator keeps its own thread for the log and heartbeats,
// and terminates this one when a job's CPU budget runs out.
import { parentPort, workerData } from 'node:worker_threads';
import { pino } from 'pino';
import { loadConfig } from '../../../shared/config/config.ts';
import type { Engine, EngineContext, EngineRequest } from '../engines/engine.ts';
import { EngineError } from '../engines/engine.ts';
import { selectEngine } from '../engines/select-engine.ts';
import { InvalidOutputError } from '../output-rules.ts';
import { finishSite } from './engine-runner.ts';
import type { ContextCall, FromThread, ThreadFailure, ThreadSettings, ToThread } from './thread-protocol.ts';
import { errorText } from '../../../shared/errors/error-text.ts';

const port = parentPort;
if (!port) throw new Error('engine-thread-main.ts runs as a worker thread of the generator');
const settings: ThreadSettings = workerData;
const send = (message: FromThread) => port.postMessage(message);

// Log lines go to the generator, which writes them with its own logger (and its job's bindings).
const logger = pino({ level: settings.logLevel, base: undefined }, { write: (line: string) => send({ type: 'log', line }) });

async function createEngine(): Promise<Engine> {
  if (settings.engineModule) {
    const module = await import(settings.engineModule);
    return await module.createEngine(settings.env);
  }
  return await selectEngine(loadConfig(settings.env), settings.env, logger);
}

let nextCall = 0;
const pendingCalls = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
let running: AbortController | undefined;

function ask(call: ContextCall): Promise<void> {
  const id = nextCall++;
  return new Promise<void>((resolve, reject) => {
    pendingCalls.set(id, { resolve, reject });
    send({ type: 'call', id, ...call });
  });
}

/** V8's stack overflow: markup nested thousands deep overflows the parsers' and checks' recursion. */
function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && error.message.includes('call stack');
}

function failureOf(error: unknown): ThreadFailure {
  if (isStackOverflow(error)) {
    return {
      kind: 'too_complex',
      message:
        "This request's files are nested too deeply to process (elements inside thousands of others), so the job was stopped. Flatten the markup or send simpler files.",
      retryable: false,
    };
  }
  if (error instanceof InvalidOutputError) return { kind: 'invalid_output', message: error.message, retryable: false };
  if (error instanceof EngineError) return { kind: 'engine', message: error.message, retryable: error.retryable };
  return { kind: 'internal', message: errorText(error), retryable: true };
}

async function run(engine: Engine, request: EngineRequest): Promise<void> {
  const abort = new AbortController();
  running = abort;
  const context: EngineContext = {
    signal: abort.signal,
    emit: (files) => ask({ call: 'emit', files: [...files] }),
    progress: (message) => ask({ call: 'progress', message }),
    recordUsage: (usage) => ask({ call: 'usage', usage }),
  };
  try {
    send({ type: 'done', site: await finishSite(engine, request, context, settings.limits) });
  } catch (error) {
    send({ type: 'failed', failure: failureOf(error) });
  } finally {
    running = undefined;
  }
}

const engine = await createEngine();
port.on('message', (message: ToThread) => {
  if (message.type === 'run') void run(engine, message.request);
  else if (message.type === 'abort') running?.abort(new Error(message.reason));
  else {
    const pending = pendingCalls.get(message.id);
    pendingCalls.delete(message.id);
    // The generator keeps the real error; the engine only needs to stop.
    if (message.failed) pending?.reject(new Error('the generator could not record this step'));
    else pending?.resolve();
  }
});
send({ type: 'ready', engine: engine.name });
