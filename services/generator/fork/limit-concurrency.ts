// A few requests at a time: enough to finish a small site within the time limit, few enough
// to be polite to the site being copied.

export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

export function limitConcurrency(max: number): Limiter {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    // A finishing task hands its slot straight to the next waiter, so `running` never overshoots.
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
