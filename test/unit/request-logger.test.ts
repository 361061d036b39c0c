// A request's logger is the gateway logger's child with the request id bound, made only when the
// request logs at a level the gateway logs (request-logger.ts).
import t from 'tap';
import { RequestLogger } from '../../services/gateway/http/request-logger.ts';
import { loggerWithLines } from '../support/log-lines.ts';

function capture(level: string) {
  let children = 0;
  const { logger, lines, flushed } = loggerWithLines({ level, base: null, timestamp: false, onChild: () => children++ });
  return { parent: logger, lines, children: () => children, flushed };
}

t.test('nothing below the gateway level is logged, and no child is made for it', async (t) => {
  const log = capture('warn');
  const logger = new RequestLogger(log.parent, { reqId: 'r1' }, {});
  logger.info({ a: 1 }, 'not logged');
  logger.debug('nor this');
  logger.trace('nor this');
  await log.flushed();
  t.equal(log.children(), 0);
  t.same(log.lines, []);
  t.equal(logger.level, 'warn');
});

t.test('what is logged carries the request id, and the child is made once', async (t) => {
  const log = capture('info');
  const logger = new RequestLogger(log.parent, { reqId: 'r2' }, {});
  logger.info({ job_id: 'job_1' }, 'request');
  logger.warn('plain %s', 'message');
  logger.error({ n: 2 });
  logger.fatal('last');
  await log.flushed();
  t.equal(log.children(), 1);
  t.same(log.lines, [
    { level: 30, reqId: 'r2', job_id: 'job_1', msg: 'request' },
    { level: 40, reqId: 'r2', msg: 'plain message' },
    { level: 50, reqId: 'r2', n: 2 },
    { level: 60, reqId: 'r2', msg: 'last' },
  ]);
});

t.test('a level set on the request logger is its own', async (t) => {
  const log = capture('warn');
  const logger = new RequestLogger(log.parent, { reqId: 'r3' }, {});
  logger.level = 'debug';
  logger.debug('now logged');
  await log.flushed();
  t.equal(log.parent.level, 'warn', 'the gateway logger keeps its level');
  t.same(log.lines, [{ level: 20, reqId: 'r3', msg: 'now logged' }]);
  const grandchild = logger.child({ step: 'x' });
  grandchild.warn('from a child');
  await log.flushed();
  t.same(log.lines.at(-1), { level: 40, reqId: 'r3', step: 'x', msg: 'from a child' });
});

t.test("a level given for the request (a route's logLevel) decides before the child is made", async (t) => {
  const log = capture('warn');
  const verbose = new RequestLogger(log.parent, { reqId: 'r4' }, { level: 'debug' });
  t.equal(verbose.level, 'debug');
  verbose.debug("logged at the route's level");
  const quiet = new RequestLogger(log.parent, { reqId: 'r5' }, { level: 'error' });
  quiet.warn('not logged');
  await log.flushed();
  t.same(log.lines, [{ level: 20, reqId: 'r4', msg: "logged at the route's level" }]);
  t.equal(log.children(), 1, 'no child for the request that logged nothing');
});
