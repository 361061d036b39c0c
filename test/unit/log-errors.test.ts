// Which errors mean "the event log cannot be reached", and how each is recognised: nats.js's typed
// errors and the server's API codes first, the message only for what nats.js leaves untyped.
import { JetStreamApiError, JetStreamError } from '@nats-io/jetstream';
import { ClosedConnectionError, DrainingConnectionError, NoRespondersError, RequestError, TimeoutError } from '@nats-io/transport-node';
import t from 'tap';
import { LogUnavailableError, isUnavailable, unavailableEvidence, type UnavailableEvidence } from '../../shared/event-log/log-errors.ts';

const apiError = (status: number, errCode: number, description: string) =>
  new JetStreamApiError({ code: status, err_code: errCode, description });

const rows: [string, unknown, UnavailableEvidence][] = [
  ['a request that timed out', new TimeoutError(), 'type'],
  ['no responders, as nc.request wraps it', new RequestError('no responders', { cause: new NoRespondersError('$JS.API.INFO') }), 'type'],
  ['a closed connection', new ClosedConnectionError(), 'type'],
  ['a draining connection', new DrainingConnectionError(), 'type'],
  ['a cluster electing a leader (10008)', apiError(503, 10008, 'JetStream system temporarily unavailable'), 'type'],
  ['no suitable peers (10005)', apiError(400, 10005, 'no suitable peers for placement'), 'type'],
  ['our own wrapper around a timeout', new LogUnavailableError('The event log did not answer (read).', new TimeoutError()), 'type'],
  [
    'a request cut short by the connection closing (no typed cause)',
    new RequestError('connection closed', { cause: new RequestError('connection closed') }),
    'message',
  ],
  ["a consumer's missed heartbeats", new JetStreamError('heartbeats missed'), 'message'],
  ['a wrong last sequence (10071) is an answer, not an outage', apiError(400, 10071, 'wrong last sequence: 1'), null],
  ['a missing stream is an answer too', apiError(404, 10059, 'stream not found'), null],
  ['a bug', new TypeError("Cannot read properties of undefined (reading 'seq')"), null],
  ['not an error at all', 'timeout', null],
];

for (const [what, error, evidence] of rows) {
  t.test(what, async (t) => {
    t.equal(unavailableEvidence(error), evidence, `recognised by ${evidence ?? 'nothing'}`);
    t.equal(isUnavailable(error), evidence !== null);
  });
}
