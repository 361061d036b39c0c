// The two limits that bound a whole job rather than one call: its deadline and its token budget.
// Both stop the job with a message the caller can act on.
import { EngineError } from '../engine.ts';
import type { EngineContext } from '../engine.ts';

class DeadlineExceeded extends Error {
  override readonly name = 'DeadlineExceeded';
}

export class JobLimits {
  /** Aborted at the deadline or when the pipeline stops the job. */
  readonly signal: AbortSignal;
  private readonly deadline = new AbortController();
  private readonly timer: NodeJS.Timeout;
  private readonly pipelineSignal: AbortSignal;
  private readonly deadlineMs: number;
  private readonly budget: number;
  private used = 0;

  constructor(context: EngineContext, deadlineMs: number, tokenBudget: number) {
    this.pipelineSignal = context.signal;
    this.deadlineMs = deadlineMs;
    this.budget = tokenBudget;
    this.timer = setTimeout(() => this.deadline.abort(new DeadlineExceeded()), deadlineMs);
    this.signal = AbortSignal.any([context.signal, this.deadline.signal]);
  }

  get tokensUsed(): number {
    return this.used;
  }

  addTokens(tokens: number): void {
    this.used += tokens;
  }

  /** Throws once `extra` more tokens would take the job past its budget. */
  ensureBudget(extra = 0): void {
    if (this.used + extra <= this.budget) return;
    throw new EngineError(
      `The job needed more AI model capacity than it is allowed (a budget of ${this.budget.toLocaleString('en-US')} tokens) and was stopped. Ask for a smaller site or a smaller change.`,
      { retryable: false },
    );
  }

  /** The error to throw once `signal` has fired. */
  stopError(): EngineError {
    if (this.pipelineSignal.aborted) {
      return new EngineError('The job was stopped before it finished. Please try again.', {
        retryable: true,
        cause: this.pipelineSignal.reason,
      });
    }
    return new EngineError(
      `The job took longer than its time limit of ${formatDuration(this.deadlineMs)} and was stopped. Try again, or ask for a smaller site or change.`,
      { retryable: false, cause: this.deadline.signal.reason },
    );
  }

  dispose(): void {
    clearTimeout(this.timer);
  }
}

function formatDuration(ms: number): string {
  if (ms >= 120_000) return `${Math.round(ms / 60_000)} minutes`;
  if (ms >= 2_000) return `${Math.round(ms / 1_000)} seconds`;
  return `${ms} ms`;
}
