// The latest folded state of recently seen jobs, so a batch reads only the jobs it has not seen
// lately. A state is remembered as soon as its batch is folded (the next batch may be folded
// while this one commits); a batch that does not commit clears the whole cache (Projection.reset).

export interface RecentStates<T> {
  get(id: string): T | undefined;
  set(id: string, state: T): void;
  clear(): void;
}

/** At most `max` states; the least recently set goes first. */
export function createRecentStates<T>(max = 50_000): RecentStates<T> {
  const states = new Map<string, T>();
  return {
    get: (id) => states.get(id),
    set: (id, state) => {
      states.delete(id);
      if (states.size >= max) states.delete(states.keys().next().value!);
      states.set(id, state);
    },
    clear: () => states.clear(),
  };
}
