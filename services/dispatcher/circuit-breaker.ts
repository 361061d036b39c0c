// Per-endpoint circuit breakers of one dispatcher. After `failures` failed attempts in a row an
// endpoint is paused: its deliveries are not attempted (they wait, held or in the queue), then one
// trial goes out; success closes the circuit, failure pauses it again for twice as long (up to
// `maxPauseMs`). The state lives in this dispatcher's memory: it only saves attempts, it decides
// nothing that must be agreed on (retries, the 24-hour disable and at-least-once delivery are the
// queue's and the log's), so several dispatchers each learning it on their own is fine: an endpoint
// costs each of them at most `failures` attempts and then one trial per pause.

export interface BreakerSettings {
  failures: number;
  pauseMs: number;
  maxPauseMs: number;
  now: () => number;
}

interface Circuit {
  failures: number;
  /** 0 while closed; otherwise when the next trial may go out. */
  openUntil: number;
  pauseMs: number;
  trialInFlight: boolean;
}

export type AttemptResult = 'success' | 'failure' | 'none';

/** Endpoints remembered at most; the oldest closed circuits are forgotten first. */
const MAX_CIRCUITS = 100_000;

export class CircuitBreakers {
  readonly #settings: BreakerSettings;
  readonly #circuits = new Map<string, Circuit>();

  constructor(settings: BreakerSettings) {
    this.#settings = settings;
  }

  /** Whether an attempt to the endpoint may start now: closed, or paused long enough and no trial out. */
  canAttempt(webhookId: string): boolean {
    const circuit = this.#circuits.get(webhookId);
    if (!circuit || circuit.openUntil === 0) return true;
    return !circuit.trialInFlight && this.#settings.now() >= circuit.openUntil;
  }

  /** An attempt starts; on a paused endpoint it is the trial. */
  started(webhookId: string): void {
    const circuit = this.#circuits.get(webhookId);
    if (circuit && circuit.openUntil !== 0) circuit.trialInFlight = true;
  }

  /**
   * The attempt's result, as of `at` (when it ended); 'none' when nothing was sent (the endpoint
   * was deleted, the log was down).
   */
  finished(webhookId: string, result: AttemptResult, at = this.#settings.now()): void {
    const circuit = this.#circuits.get(webhookId);
    if (result === 'success') {
      this.#circuits.delete(webhookId);
      return;
    }
    if (result === 'none') {
      if (circuit) circuit.trialInFlight = false;
      return;
    }
    const { failures, pauseMs, maxPauseMs } = this.#settings;
    if (!circuit) {
      if (this.#circuits.size >= MAX_CIRCUITS) this.#circuits.delete(this.#circuits.keys().next().value!);
      this.#circuits.set(webhookId, { failures: 1, openUntil: failures <= 1 ? at + pauseMs : 0, pauseMs, trialInFlight: false });
      return;
    }
    circuit.failures += 1;
    if (circuit.trialInFlight) {
      // The trial failed: pause again, twice as long.
      circuit.trialInFlight = false;
      circuit.pauseMs = Math.min(circuit.pauseMs * 2, maxPauseMs);
      circuit.openUntil = at + circuit.pauseMs;
    } else if (circuit.openUntil === 0 && circuit.failures >= failures) {
      circuit.openUntil = at + circuit.pauseMs;
    }
  }

  /** When a paused endpoint's next trial may go out; null when it is not paused. */
  pausedUntil(webhookId: string): number | null {
    const circuit = this.#circuits.get(webhookId);
    return circuit && circuit.openUntil !== 0 ? circuit.openUntil : null;
  }
}
