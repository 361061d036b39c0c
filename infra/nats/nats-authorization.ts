// Who may connect to the event log's nats-server and what each may publish: one user per service.
// `npm start` writes this block with generated passwords (infra/embedded/start-embedded.ts); the
// shipped configurations under infra/nats/ carry the same block with `$VARIABLE` passwords.
//
// Only the gateway (the service that takes operators' requests) and the operator user may publish
// on `keys.>` and `accounts.>`: a generator's, projector's or dispatcher's password cannot append an
// `ApiKeyIssued`. A JetStream publish is a plain publish to the event's subject, so the subject
// permission is what guards the stream. The other users may publish only their own events and the
// JetStream API calls they make; none of them may update, delete or purge a stream or delete a
// message (an update could make the JOBS stream source or republish messages from elsewhere).
// Reading stays open to every user: consumers deliver whatever their filter asks for.

export const NATS_USERS = ['gateway', 'generator', 'projector', 'scheduler', 'dispatcher', 'renderer', 'operator'] as const;
export type NatsUser = (typeof NATS_USERS)[number];

/** The JetStream API calls every service makes to read the log and consume from it. */
const READ_AND_CONSUME = [
  '$JS.API.INFO',
  '$JS.API.STREAM.INFO.*',
  '$JS.API.STREAM.NAMES',
  '$JS.API.STREAM.LIST',
  '$JS.API.STREAM.MSG.GET.*',
  '$JS.API.DIRECT.GET.>',
  '$JS.API.CONSUMER.>',
  '$JS.ACK.>',
  '$JS.FC.>',
  '_INBOX.>',
];

/** Streams a service creates at start when they are missing (it never updates or deletes one). */
const create = (...streams: string[]) => streams.map((stream) => `$JS.API.STREAM.CREATE.${stream}`);

/** The key store (shared/privacy/key-store.ts): every service that seals may make a missing key. */
const KEYS = ['$KV.data_keys.>', ...create('KV_data_keys')];
/** Erasing a key: its message overwritten on the server, then purged (the projector finishes erasures; the scheduler's retention sweep makes them). */
const ERASE_KEYS = ['$JS.API.STREAM.MSG.DELETE.KV_data_keys'];
/**
 * Collecting bodies no live job uses (services/projector/blob-collection/): a deleted marker
 * published over a body's metadata, then its chunks and metadata purged from the bucket's stream.
 */
const COLLECT_BODIES = ['$O.blobs.M.>', '$O.screenshots.M.>', '$JS.API.STREAM.PURGE.OBJ_blobs', '$JS.API.STREAM.PURGE.OBJ_screenshots'];

/** Subjects each user may publish on; `undefined`: everything. */
export const PUBLISH_ALLOWED: Record<NatsUser, readonly string[] | undefined> = {
  gateway: undefined,
  operator: undefined,
  // Its jobs' work and outcome, the project pointer a finished edit advances, file bodies, token usage.
  generator: [
    'jobs.*.work',
    'jobs.*.finished',
    'projects.>',
    '$O.blobs.>',
    '$KV.token_usage.>',
    ...create('JOBS', 'OBJ_blobs', 'KV_token_usage'),
    ...KEYS,
    ...READ_AND_CONSUME,
  ],
  // Reads the log and the file bodies it projects; deletes the bodies no live job uses.
  projector: [...create('JOBS', 'OBJ_blobs', 'OBJ_screenshots'), ...KEYS, ...ERASE_KEYS, ...COLLECT_BODIES, ...READ_AND_CONSUME],
  // Admissions (services/scheduler/), the project pointer of a JobReused whose gateway stopped
  // first, its view of the queues for GET /admin/queues and /metrics, and the retention sweep's
  // erasures (JobErased, then the job's key).
  scheduler: [
    'jobs.*.admitted',
    'jobs.*.erased',
    'projects.>',
    '$KV.scheduler.>',
    ...create('JOBS', 'KV_scheduler'),
    ...KEYS,
    ...ERASE_KEYS,
    ...READ_AND_CONSUME,
  ],
  // Delivery attempts and a webhook's disabling; the queue of deliveries it fans out into; the
  // project pointer a job.ready webhook moves before it is sent (the generator may not have yet).
  dispatcher: [
    'webhooks.*.*.attempts',
    'webhooks.*.*.config',
    'webhook_tasks.>',
    'projects.>',
    ...create('JOBS', 'WEBHOOK_TASKS'),
    ...KEYS,
    ...READ_AND_CONSUME,
  ],
  // Its JobRendered events and the screenshots they name; it reads the file bodies.
  renderer: ['jobs.*.rendered', '$O.screenshots.>', ...create('JOBS', 'OBJ_blobs', 'OBJ_screenshots'), ...KEYS, ...READ_AND_CONSUME],
};

/** Denied whatever the allow list says: the subjects only the gateway and operators may write. */
const OPERATOR_ONLY = ['keys.>', 'accounts.>'];

const quote = (subject: string) => JSON.stringify(subject);

/**
 * The `authorization { users: [...] }` block. `password(user)` is written as is: a quoted string
 * for a generated password, or a `$VARIABLE` reference for the shipped configurations.
 */
export function authorizationBlock(password: (user: NatsUser) => string): string {
  const lines = ['authorization {', '  users: ['];
  for (const user of NATS_USERS) {
    const allowed = PUBLISH_ALLOWED[user];
    if (!allowed) {
      lines.push(`    { user: ${user}, password: ${password(user)} }`);
      continue;
    }
    lines.push(`    { user: ${user}, password: ${password(user)}, permissions: {`);
    lines.push(`      publish: { allow: [${allowed.map(quote).join(', ')}], deny: [${OPERATOR_ONLY.map(quote).join(', ')}] }`);
    lines.push('      subscribe: { allow: [">"] }');
    lines.push('    } }');
  }
  lines.push('  ]', '}');
  return lines.join('\n');
}

/** The environment variable holding a user's password in the shipped configurations. */
export const passwordVariable = (user: NatsUser) => `SITEWRIGHT_NATS_${user.toUpperCase()}_PASSWORD`;
