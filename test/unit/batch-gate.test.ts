// The projector's batch gate (services/projector/batch-gate.ts): one holder at a time, in order, and
// a call from inside work it runs is refused at once rather than waiting for itself for ever.
import t from 'tap';
import { createBatchGate, GateReentryError } from '../../services/projector/batch-gate.ts';

t.test('work runs one at a time, in the order it came', async (t) => {
  const gate = createBatchGate();
  const seen: string[] = [];
  const step = (name: string, ms: number) =>
    gate.run(async () => {
      seen.push(`${name} in`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      seen.push(`${name} out`);
      return name;
    });
  t.same(await Promise.all([step('batch', 30), step('collector', 1), step('next batch', 1)]), ['batch', 'collector', 'next batch']);
  t.same(seen, ['batch in', 'batch out', 'collector in', 'collector out', 'next batch in', 'next batch out']);
});

t.test('a failed turn does not block the next', async (t) => {
  const gate = createBatchGate();
  await t.rejects(
    gate.run(async () => Promise.reject(new Error('refused by the database'))),
    /refused/,
  );
  t.equal(await gate.run(async () => 'next'), 'next');
});

t.test('a call from inside a turn is refused, not left waiting for itself', async (t) => {
  const gate = createBatchGate();
  const inner = await gate.run(async () => gate.run(async () => 'never').catch((error: unknown) => error));
  t.type(inner, GateReentryError);
  t.equal(await gate.run(async () => 'after'), 'after', 'the gate is free again');
});
