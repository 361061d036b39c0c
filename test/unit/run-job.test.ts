// runJob below the full stack: an in-memory log and blob store, a small engine run in process,
// and a delivery that records what the generator told the server. The job is read from the log,
// claimed (JobStarted), run, and ended with exactly one final event.
import pino from 'pino';
import t from 'tap';
import type { EventLog, JobHistory, StoredEvent } from '../../shared/event-log/event-log.ts';
import { jobSubject } from '../../shared/events/subjects.ts';
import type { SiteFile } from '../../shared/files/site-file.ts';
import { inProcessRunner } from '../../services/generator/engine-thread/engine-runner.ts';
import { EngineError, type Engine, type EngineContext } from '../../services/generator/engines/engine.ts';
import { runJob, type JobDelivery, type RunJobDeps } from '../../services/generator/run-job.ts';
import { jobEnvelope } from '../../shared/event-log/event-envelope.ts';
import { ErasedKeyError } from '../../shared/privacy/event-sealing.ts';
import { requestAndAdmit, startedEvent } from '../support/job-events.ts';
import { MemoryBlobStore } from '../support/memory-blob-store.ts';
import { MemoryEventLog } from '../support/memory-event-log.ts';
import { clearOpener } from '../support/sealing.ts';

const JOB = 'job_01JB0000000000000000000000';
const page = (title: string): SiteFile => ({
  path: 'index.html',
  content: `<!doctype html><html lang="en"><title>${title}</title><h1>${title}</h1></html>`,
  language: 'html',
});
const styles: SiteFile = { path: 'styles.css', content: 'h1 { color: #333; }', language: 'css' };

/** Emits its page, then returns the page and a stylesheet; or does what `during` says first. */
function smallEngine(during?: (context: EngineContext) => Promise<void>): Engine {
  return {
    name: 'small',
    run: async (request, context) => {
      await context.emit([page(request.query)]);
      await during?.(context);
      return { files: [page(request.query), styles], summary: 'Made a page and its styles' };
    },
  };
}

/** A delivery of the event at `seq` that records acks, naks and terms instead of telling a server. */
function deliveryOf(stored: StoredEvent, deliveryCount = 1) {
  const told: string[] = [];
  const message: JobDelivery = {
    seq: stored.seq,
    subject: stored.subject,
    info: { deliveryCount },
    json: () => JSON.parse(JSON.stringify(stored.event)),
    ack: () => void told.push('ack'),
    nak: (millis) => void told.push(millis === undefined ? 'nak' : `nak ${millis}`),
    term: () => void told.push('term'),
    working: () => {},
  };
  return { message, told };
}

function depsFor(log: EventLog, engine: Engine, over: Partial<RunJobDeps> = {}): RunJobDeps {
  return {
    log,
    sealer: clearOpener,
    blobs: new MemoryBlobStore(),
    engine: inProcessRunner(engine, { maxFiles: 20, maxFileBytes: 100_000 }),
    logger: pino({ level: 'silent' }),
    generatorId: 'g1',
    ackWaitMs: 30_000,
    maxDeliver: 3,
    forkAllowedHosts: [],
    maxFiles: 20,
    maxFileBytes: 100_000,
    ...over,
  };
}

/** A log holding the job's request and admission; the admission is what a generator is delivered. */
async function admittedJob() {
  const log = new MemoryEventLog();
  const admittedSeq = await requestAndAdmit(log, JOB, 'A page for a bakery');
  return { log, admission: log.events[admittedSeq - 1]! };
}

const typesOf = (log: MemoryEventLog) => log.events.map((stored) => stored.event.type);
const notShuttingDown = new AbortController().signal;

t.test('an admitted job is read, claimed, run and ended with exactly one final event', async (t) => {
  const { log, admission } = await admittedJob();
  const { message, told } = deliveryOf(admission);
  t.equal(await runJob(depsFor(log, smallEngine()), message, notShuttingDown), 'completed');
  t.same(typesOf(log), ['JobRequested', 'JobAdmitted', 'JobStarted', 'FilesEmitted', 'JobCompleted']);
  const finished = await log.readSubjects(jobSubject(JOB, 'finished'));
  t.equal(finished.length, 1, 'one final event');
  t.match(finished[0]!.event, { type: 'JobCompleted', data: { files: [{ path: 'index.html' }, { path: 'styles.css' }] } });
  t.match(log.events[2]!.event, { type: 'JobStarted', data: { attempt: 1, generator_id: 'g1' } });
  t.same(told, ['ack']);
});

t.test('a second delivery of a finished job appends nothing and is acknowledged', async (t) => {
  const { log, admission } = await admittedJob();
  await runJob(depsFor(log, smallEngine()), deliveryOf(admission).message, notShuttingDown);
  const before = log.events.length;
  const again = deliveryOf(admission, 2);
  t.equal(await runJob(depsFor(log, smallEngine()), again.message, notShuttingDown), 'already-finished');
  t.equal(log.events.length, before, 'nothing appended');
  t.same(again.told, ['ack']);
});

t.test('another generator claiming the job between the read and the claim: superseded, the message left alone', async (t) => {
  const { log, admission } = await admittedJob();
  // The other generator's JobStarted lands right after this generator read the job.
  const racing: EventLog = {
    append: (subject, event, options) => log.append(subject, event, options),
    last: (subject) => log.last(subject),
    readJobHead: (jobId) => log.readJobHead(jobId),
    readSubjects: (filter, range) => log.readSubjects(filter, range),
    readJob: async (jobId: string, known?: JobHistory) => {
      const history = await log.readJob(jobId, known);
      await log.append(jobSubject(jobId, 'work'), startedEvent(jobId, 1, 'g2'), { expectLastSubjectSeq: history.lastSeq.work });
      return history;
    },
  };
  let ran = false;
  const engine = smallEngine(async () => {
    ran = true;
  });
  const { message, told } = deliveryOf(admission);
  t.equal(await runJob(depsFor(racing, engine), message, notShuttingDown), 'superseded');
  t.notOk(ran, 'the engine never ran');
  t.same(told, [], 'neither acknowledged nor handed back: the job is the other generator’s');
  t.same(typesOf(log), ['JobRequested', 'JobAdmitted', 'JobStarted']);
  t.match(log.events[2]!.event, { data: { generator_id: 'g2' } });
});

t.test('an engine failure a retry cannot help ends the job with one JobFailed', async (t) => {
  const { log, admission } = await admittedJob();
  const engine = smallEngine(async () => {
    throw new EngineError('The request asks for something this engine cannot make.');
  });
  const { message, told } = deliveryOf(admission);
  t.equal(await runJob(depsFor(log, engine), message, notShuttingDown), 'failed');
  t.same(typesOf(log), ['JobRequested', 'JobAdmitted', 'JobStarted', 'FilesEmitted', 'JobFailed']);
  t.match(log.events.at(-1)!.event, { data: { reason: 'engine', error: 'The request asks for something this engine cannot make.' } });
  t.same(told, ['ack']);
});

t.test('any other failure before the last delivery hands the job back for later, appending no end', async (t) => {
  const { log, admission } = await admittedJob();
  const engine = smallEngine(async () => {
    throw new TypeError('a bug');
  });
  const { message, told } = deliveryOf(admission, 2);
  t.equal(await runJob(depsFor(log, engine), message, notShuttingDown), 'retry');
  t.same(told, ['nak 4000']);
  t.equal((await log.readSubjects(jobSubject(JOB, 'finished'))).length, 0);
});

t.test("the caller's cancel while the engine runs: acknowledged, nothing more appended", async (t) => {
  const { log, admission } = await admittedJob();
  let cancel = () => {};
  const engine = smallEngine(async (context) => {
    cancel();
    throw context.signal.reason;
  });
  const watchCancel = (_jobId: string, onCancelled: () => void) => {
    cancel = onCancelled;
    return () => {};
  };
  const { message, told } = deliveryOf(admission);
  t.equal(await runJob(depsFor(log, engine, { watchCancel }), message, notShuttingDown), 'cancelled');
  t.same(told, ['ack']);
  t.same(typesOf(log), ['JobRequested', 'JobAdmitted', 'JobStarted', 'FilesEmitted'], 'the cancel itself is the gateway’s to append');
});

/** The memory log, except that sealed events of the job (its key erased) are refused as the sealer refuses them. */
function erasedAfter(log: MemoryEventLog, sealedTypes: readonly string[]): EventLog {
  return {
    append: async (subject, event, options) => {
      if (sealedTypes.includes(event.type)) throw new ErasedKeyError(`job.${JOB} is erased: ${event.type} cannot be written.`);
      return await log.append(subject, event, options);
    },
    last: (subject) => log.last(subject),
    readJobHead: (jobId) => log.readJobHead(jobId),
    readSubjects: (filter, range) => log.readSubjects(filter, range),
    readJob: (jobId, known) => log.readJob(jobId, known),
  };
}

t.test('a job erased while it runs: the work stops, the job is acknowledged, and nothing more is written', async (t) => {
  const { log, admission } = await admittedJob();
  let afterRefusal = false;
  const engine: Engine = {
    name: 'small',
    run: async (request, context) => {
      await context.emit([page(request.query)]).catch(() => {});
      // The refused emit aborted the attempt: an engine that swallowed the error still sees it,
      // and whatever it throws then (here what would otherwise be retried) ends in the erasure.
      afterRefusal = context.signal.aborted;
      throw new TypeError('lost its way');
    },
  };
  const { message, told } = deliveryOf(admission);
  t.equal(
    await runJob(depsFor(erasedAfter(log, ['FilesEmitted', 'JobCompleted', 'JobFailed']), engine), message, notShuttingDown),
    'erased',
  );
  t.ok(afterRefusal, "the engine's signal is aborted");
  t.same(told, ['ack'], 'acknowledged: never retried');
  t.same(typesOf(log), ['JobRequested', 'JobAdmitted', 'JobStarted'], 'no JobFailed, nothing after the start');
});

t.test('a job erased before its delivery is acknowledged without work', async (t) => {
  const { log, admission } = await admittedJob();
  await log.append(
    jobSubject(JOB, 'erased'),
    jobEnvelope(JOB, { type: 'JobErased', version: 1, data: { by: 'customer' } }, { accountId: 'acct_1', actor: 'test' }),
  );
  let ran = false;
  const { message, told } = deliveryOf(admission);
  t.equal(
    await runJob(
      depsFor(
        log,
        smallEngine(async () => {
          ran = true;
        }),
      ),
      message,
      notShuttingDown,
    ),
    'erased',
  );
  t.notOk(ran, 'the engine never ran');
  t.same(told, ['ack']);
  t.same(typesOf(log), ['JobRequested', 'JobAdmitted', 'JobErased'], 'no JobStarted');
});
