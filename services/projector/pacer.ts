// A long fold lets the event loop turn every few milliseconds. A rebuild folds the next batch
// while the one before commits, on the same thread: each statement of that commit is sent when the
// last one's answer has been handled, so a fold that held the thread for a whole batch would leave
// PostgreSQL idle that long, once per statement.

export type Pace = () => Promise<void> | undefined;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `await pace()` in a loop: returns at once, but after `sliceMs` of work since the last turn it lets the event loop run first. */
export function createPacer(sliceMs = 3): Pace {
  let since = performance.now();
  return () => {
    if (performance.now() - since < sliceMs) return undefined;
    return nextTurn().then(() => {
      since = performance.now();
    });
  };
}
