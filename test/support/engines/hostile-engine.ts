// An engine for the engine-thread tests, loaded by the generator's engine threads: a request
// whose query says `spin` keeps its thread busy for ever, `hoard` allocates memory until the
// thread's heap is full, `sleep` waits for ever without using the CPU (as a model's answer
// would), anything else is a one-page site at once.
import type { Engine } from '../../../services/generator/engines/engine.ts';

export function createEngine(): Engine {
  return {
    name: 'hostile',
    async run(request, context) {
      if (request.query.includes('spin')) {
        for (;;) {
          // Busy: the thread never returns to its event loop, so only termination stops it.
        }
      }
      if (request.query.includes('hoard')) {
        const hoard: string[][] = [];
        for (;;) hoard.push(Array.from({ length: 100_000 }, (_, i) => `${i}-${hoard.length}`));
      }
      if (request.query.includes('sleep')) {
        await new Promise((_resolve, reject) =>
          context.signal.addEventListener('abort', () => reject(context.signal.reason), { once: true }),
        );
      }
      const files = [
        {
          path: 'index.html',
          content: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ok</title></head><body><main><h1>${request.query.length}</h1></main></body></html>`,
          language: 'html',
        },
      ];
      await context.emit(files);
      return { files };
    },
  };
}
