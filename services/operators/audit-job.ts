// `npm run audit -- <job_id>`: prints a job's timeline, read straight from the event log (NATS_URL).
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { isJobId } from '../../shared/jobs/job-id.ts';
import { createEventLog } from '../../shared/event-log/event-log.ts';
import { renderTimeline } from './job-timeline.ts';
import { loadConfig } from '../../shared/config/config.ts';
import { natsAuthOptions } from '../../shared/nats/nats-auth-options.ts';
import { createEventSealer } from '../../shared/privacy/event-sealing.ts';
import { openKeyStore } from '../../shared/privacy/key-store.ts';

async function main(argv: string[]): Promise<number> {
  const jobId = argv[0];
  if (!jobId || argv.length > 1 || jobId === '--help') {
    console.error('Usage: npm run audit -- <job_id>   (needs NATS_URL)');
    return 2;
  }
  if (!isJobId(jobId)) {
    console.error(`audit: ${JSON.stringify(jobId)} is not a job id (job_ followed by 26 characters).`);
    return 2;
  }
  const natsUrl = process.env.NATS_URL;
  if (!natsUrl) {
    console.error('audit: NATS_URL is not set: the timeline is read from the event log.');
    return 2;
  }
  const config = loadConfig();
  const nc = await connect({ servers: natsUrl.split(','), name: 'sitewright-audit', ...natsAuthOptions(config) });
  // The same MASTER_KEY as the services: sealed fields are opened (placeholders once erased).
  const keys = await openKeyStore(nc, config);
  try {
    const log = createEventLog(nc, await jetstreamManager(nc), { timeoutMs: 10_000, sealer: createEventSealer(keys) });
    const history = await log.readJob(jobId);
    if (history.events.length === 0) {
      console.error(`audit: no job ${jobId} in the event log.`);
      return 1;
    }
    console.log(renderTimeline(jobId, history.events));
    return 0;
  } finally {
    await keys.stop();
    await nc.close();
  }
}

if (import.meta.main) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    console.error(`audit failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
