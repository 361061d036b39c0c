// A long fold lets the event loop turn every few milliseconds. A rebuild folds the next batch
// while the one before commits, on the same thread: that commit goes on (its writes after its
// opening statements, its commit after its writes) only once the answer before has been handled,
// so a fold that held the thread for a whole batch would leave PostgreSQL idle that long, each
// time. The same holds for decoding a pull of thousands of messages.

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
