// What the commands print: plain lines for people, or one JSON object per line with --json.
// Results go to stdout; errors are one plain line on stderr (see main.ts).
import type { Job } from '../../shared/client/index.ts';
import { fileSize } from '../../shared/client/file-bytes.ts';

export interface Output {
  json: boolean;
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
  /** A line for people (ignored with --json). */
  line(text: string): void;
  /** An object for programs (only with --json). */
  object(value: Record<string, unknown>): void;
  /** A note for people on stderr, in both modes: it never mixes into JSON output. */
  note(text: string): void;
}

export function createOutput(
  json: boolean,
  stdout: NodeJS.WriteStream = process.stdout,
  stderr: NodeJS.WriteStream = process.stderr,
): Output {
  return {
    json,
    stdout,
    stderr,
    line: (text) => {
      if (!json) stdout.write(`${text}\n`);
    },
    object: (value) => {
      if (json) stdout.write(`${JSON.stringify(value)}\n`);
    },
    note: (text) => {
      stderr.write(`${text}\n`);
    },
  };
}

/** A job without file contents: what progress lines and `status --json` show. */
export function jobSummary(job: Job): Record<string, unknown> {
  return {
    ...job,
    // A binary file's bytes are its decoded ones (its content is base64).
    files: job.files.map((file) => ({ path: file.path, language: file.language, bytes: fileSize(file) })),
  };
}

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
