// Reading the JOBS stream from outside with a durable consumer: a one-off batch reader of job
// endings that resumes where its last run stopped. It needs only the NATS client packages and the
// event catalogue's JSON (GET /asyncapi.json), none of Sitewright's code.
//
//   NATS_URL=nats://127.0.0.1:4222 ./node_modules/.bin/node docs/examples/durable-consumer.ts
//
// The server remembers, under the consumer's name, every event this reader acknowledged: run it
// again and it prints only the jobs that ended since.
//
// Personal fields (a job's query and files, a failure's message...) are stored sealed, in
// `data.sealed` (docs/events.md, "Stored form"): a reader from outside works with what is clear
// (ids, types, times, statuses, sizes), and GET /admin/events gives whole events, opened.
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';

const servers = (process.env.NATS_URL ?? 'nats://127.0.0.1:4222').split(',');
const durable = process.env.CONSUMER ?? 'example-job-endings';

const nc = await connect({ servers, name: durable });
try {
  const jsm = await jetstreamManager(nc);
  // Creating a consumer that exists with the same settings is a no-op, so every run can do it.
  await jsm.consumers.add('JOBS', {
    durable_name: durable,
    // A job ends with a JobCompleted or JobFailed on `jobs.<id>.finished`, or is ready from its
    // first event, a JobReused on `jobs.<id>.requested` (an earlier result, unchanged): every
    // job subject is read, and the events that end nothing are passed over.
    filter_subject: 'jobs.>',
    deliver_policy: DeliverPolicy.All,
    ack_policy: AckPolicy.Explicit,
    max_ack_pending: 1_000,
  });
  const consumer = await jetstream(nc).consumers.get('JOBS', durable);
  if ((await consumer.info()).num_pending > 0) {
    const messages = await consumer.consume({ max_messages: 100 });
    for await (const message of messages) {
      const event = message.json<{ type: string; version: number; job_id: string; occurred_at: string; data: Record<string, unknown> }>();
      const sealed = event.data.sealed === undefined ? '' : ' (sealed fields left aside)';
      // Match type AND version: a reader handles the versions it knows and skips (never stops on)
      // the others; see "Versioning and upcasting" in docs/analytics.md.
      switch (`${event.type}@${event.version}`) {
        case 'JobCompleted@1':
        case 'JobReused@1':
          console.log(`${message.seq} ${event.job_id} ready ${event.occurred_at}${sealed}`);
          break;
        case 'JobFailed@1':
          console.log(`${message.seq} ${event.job_id} failed ${String(event.data.reason)} ${event.occurred_at}${sealed}`);
          break;
        case 'JobRequested@1':
        case 'JobAdmitted@1':
        case 'SourceForked@1':
        case 'JobStarted@1':
        case 'FilesEmitted@1':
        case 'JobProgressed@1':
        case 'UsageRecorded@1':
        case 'DeploymentReported@1':
        case 'JobRendered@1':
        case 'JobErased@1':
          break;
        default:
          console.error(`skipping ${event.type}@${event.version} at ${message.seq}: not known to this reader`);
      }
      // Acknowledged only once handled: a crash before this line gets the event again next run.
      await message.ackAck();
      if (message.info.pending === 0) break;
    }
  }
} finally {
  await nc.drain();
}
