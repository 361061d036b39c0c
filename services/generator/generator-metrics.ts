// The generator's metrics (docs/operations.md, Observability): jobs started and finished by engine
// and outcome, the wait from request to start, the build's duration, and how busy the workers are.
// Every label is bounded: `engine` is this generator's one engine, `outcome` one of OUTCOMES,
// `error_code` one of ERROR_CODES (anything else is `other`); all are set to 0 at start, so a
// dashboard and the alerts find every series before the first job.
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { WAIT_BUCKETS } from '../../shared/scheduling/queue-snapshot.ts';
import { createServiceRegistry } from '../../shared/metrics/service-registry.ts';
import { registerNatsConnected } from '../../shared/metrics/connection-gauges.ts';

/** How an attempt ended for this generator. */
export const OUTCOMES = ['ready', 'failed', 'cancelled', 'superseded', 'handed_back', 'retry', 'erased', 'error'] as const;
export type AttemptOutcome = (typeof OUTCOMES)[number];

/** A failed job's `error_code` as the generator appends it (job-failure-outcome.ts, the max-deliveries advisory). */
export const ERROR_CODES = ['engine', 'invalid_output', 'too_complex', 'max_deliveries', 'quota_exceeded', 'other'] as const;

const BUILD_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1_800];

export interface GeneratorMetrics {
  registry: Registry;
  /** An attempt began (JobStarted appended); `waitedSeconds` from the job's request, on its first attempt only. */
  started(waitedSeconds: number | null): void;
  /** An attempt ended after `seconds`; `errorCode` for a `failed` one. */
  finished(outcome: AttemptOutcome, seconds: number | null, errorCode?: string): void;
}

export interface GeneratorReadings {
  running(): number;
  concurrency: number;
  natsUp(): boolean;
}

export function createGeneratorMetrics(engine: string, readings: GeneratorReadings): GeneratorMetrics {
  const registry = createServiceRegistry('generator');
  registerNatsConnected(registry, readings.natsUp);
  const started = new Counter({
    name: 'sitewright_generator_jobs_started_total',
    help: 'Attempts started on this generator (JobStarted appended), by engine.',
    labelNames: ['engine'] as const,
    registers: [registry],
  });
  const finished = new Counter({
    name: 'sitewright_generator_jobs_finished_total',
    help: "Attempts ended on this generator, by engine, outcome (ready, failed, cancelled, superseded, handed_back, retry, error) and a failed job's error_code.",
    labelNames: ['engine', 'outcome', 'error_code'] as const,
    registers: [registry],
  });
  const queueWait = new Histogram({
    name: 'sitewright_generator_queue_wait_seconds',
    help: "Time from a job's request to the start of its first attempt (the scheduler's queue and the wait for a free worker).",
    labelNames: ['engine'] as const,
    buckets: WAIT_BUCKETS,
    registers: [registry],
  });
  const build = new Histogram({
    name: 'sitewright_generator_build_duration_seconds',
    help: "Time from an attempt's start to its end, by engine and outcome.",
    labelNames: ['engine', 'outcome'] as const,
    buckets: BUILD_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'sitewright_generator_jobs_running',
    help: 'Jobs this generator is working on now (at most sitewright_generator_concurrency).',
    registers: [registry],
    collect() {
      this.set(readings.running());
    },
  });
  new Gauge({
    name: 'sitewright_generator_concurrency',
    help: 'Jobs this generator works on at once at most (GENERATOR_CONCURRENCY).',
    registers: [registry],
  }).set(readings.concurrency);

  started.inc({ engine }, 0);
  queueWait.zero({ engine });
  for (const outcome of OUTCOMES) {
    build.zero({ engine, outcome });
    if (outcome === 'failed') for (const code of ERROR_CODES) finished.inc({ engine, outcome, error_code: code }, 0);
    else finished.inc({ engine, outcome, error_code: '' }, 0);
  }
  return {
    registry,
    started: (waitedSeconds) => {
      started.inc({ engine });
      if (waitedSeconds !== null) queueWait.observe({ engine }, Math.max(0, waitedSeconds));
    },
    finished: (outcome, seconds, errorCode = '') => {
      const code = outcome !== 'failed' ? '' : (ERROR_CODES.find((known) => known === errorCode) ?? 'other');
      finished.inc({ engine, outcome, error_code: code });
      if (seconds !== null) build.observe({ engine, outcome }, seconds);
    },
  };
}
