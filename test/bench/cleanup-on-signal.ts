// A bench's clean-up (its services, the embedded stack, the temporary DATA_DIR), run once whether
// the run ends, fails or is interrupted: on Ctrl-C or SIGTERM it runs and the process then exits
// 130 or 143, so an interrupted bench leaves nothing running and nothing on disk.

/** The clean-up, in order; a part that fails is reported and the next ones still run. */
export type CleanupPart = [what: string, run: () => Promise<unknown> | undefined];

export interface Cleanup {
  /** Runs the parts (once: later calls wait for the first). */
  run(): Promise<void>;
  /** Prints why, runs the parts, then exits with `code`. */
  abort(why: string, code: number): void;
}

export function cleanupOnSignal(tag: string, parts: CleanupPart[]): Cleanup {
  let running: Promise<void> | undefined;
  const run = () =>
    (running ??= (async () => {
      for (const [what, part] of parts)
        await Promise.resolve(part()).catch((error: unknown) => console.error(`[${tag}] could not ${what}:`, error));
    })());
  const abort = (why: string, code: number) => {
    console.error(`[${tag}] ${why}; stopping the stack`);
    void run().finally(() => process.exit(code));
  };
  process.once('SIGINT', () => abort('interrupted', 130));
  process.once('SIGTERM', () => abort('terminated', 143));
  return { run, abort };
}
