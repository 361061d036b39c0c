// The CLI's exit codes, and which failure gets which.
import { CommanderError } from 'commander';
import { errorText } from '../../shared/errors/error-text.ts';

export const EXIT = {
  /** The job is ready (or the command did what it was asked). */
  ok: 0,
  /** The job failed. */
  jobFailed: 1,
  /** The command line was wrong: unknown option, missing argument or setting, invalid request. */
  usage: 2,
  /** The service could not be reached, or refused the request. */
  refused: 3,
  /** Ctrl-C: the job goes on in the service; only this command stopped. */
  interrupted: 130,
} as const;

/** A mistake on the command line, found before anything was sent. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Ctrl-C while following a job. */
export class Interrupted extends Error {
  override readonly name = 'Interrupted';
}

export function exitCodeFor(error: unknown): number {
  if (error instanceof UsageError) return EXIT.usage;
  if (error instanceof Interrupted) return EXIT.interrupted;
  if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  return EXIT.refused;
}

/** One plain line for stderr. */
export function errorLine(error: unknown): string {
  const message = errorText(error);
  return `sitewright: ${message
    .replace(/^error: /, '')
    .replace(/\s*\n\s*/g, ' ')
    .trim()}`;
}
