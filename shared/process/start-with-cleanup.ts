// A service's start function opens connections one after another; if a later step fails, the
// ones already open must be closed, or the half-started process never exits.

export type Defer = (close: () => unknown) => void;

export async function startWithCleanup<T>(start: (defer: Defer) => Promise<T>): Promise<T> {
  const closers: (() => unknown)[] = [];
  try {
    return await start((close) => closers.push(close));
  } catch (error) {
    for (const close of closers.reverse()) {
      try {
        await close();
      } catch {
        // Keep closing the rest; the start-up error is the one to report.
      }
    }
    throw error;
  }
}
