// Which subject pattern each event type is appended to: the channels of the AsyncAPI document
// (GET /asyncapi.json). Every catalogued type belongs to exactly one channel (tested).

export interface ChannelParameter {
  name: string;
  description: string;
}

export interface EventChannel {
  /** AsyncAPI channel id. */
  id: string;
  /** NATS subject with {parameters}. */
  address: string;
  parameters: ChannelParameter[];
  description: string;
  /** Event types published there (every version of each). */
  types: string[];
}

const jobId: ChannelParameter = { name: 'job_id', description: 'The job id (`job_` + ULID).' };

export const EVENT_CHANNELS: EventChannel[] = [
  {
    id: 'jobRequested',
    address: 'jobs.{job_id}.requested',
    parameters: [jobId],
    description:
      'A job accepted by POST /generate (or a project restore): its first event, published once per job (Nats-Msg-Id = job_id, expected last subject sequence 0). A JobReused is a job answered at once with an earlier result: requested and ready in one event.',
    types: ['JobRequested', 'JobReused'],
  },
  {
    id: 'jobAdmitted',
    address: 'jobs.{job_id}.admitted',
    parameters: [jobId],
    description:
      "The scheduler's admission of a job to the generators (its account's turn came and a generator was about to be free): once per job (expected last subject sequence 0). The generators consume this channel.",
    types: ['JobAdmitted'],
  },
  {
    id: 'jobWork',
    address: 'jobs.{job_id}.work',
    parameters: [jobId],
    description:
      "A job's work as it happens, one chain per job: each append expects the subject's previous sequence, so a stale generator is cut off.",
    types: ['SourceForked', 'JobStarted', 'FilesEmitted', 'JobProgressed', 'UsageRecorded'],
  },
  {
    id: 'jobFinished',
    address: 'jobs.{job_id}.finished',
    parameters: [jobId],
    description: 'The end of a job: exactly one event (expected last subject sequence 0).',
    types: ['JobCompleted', 'JobFailed'],
  },
  {
    id: 'jobDeployed',
    address: 'jobs.{job_id}.deployed',
    parameters: [jobId],
    description: 'Deployments reported for a ready job (any number).',
    types: ['DeploymentReported'],
  },
  {
    id: 'jobRendered',
    address: 'jobs.{job_id}.rendered',
    parameters: [jobId],
    description:
      "What the renderer saw of a ready job in headless Chromium: screenshots and browser checks, or why there are none. At most once per job (expected last subject sequence 0); it follows the job's ready event and changes nothing else about the job.",
    types: ['JobRendered'],
  },
  {
    id: 'jobErased',
    address: 'jobs.{job_id}.erased',
    parameters: [jobId],
    description:
      "A job's personal data erased (DELETE /job/{job_id}, the retention sweep): at most once per job (expected last subject sequence 0); its key is destroyed right after, and its sealed fields read as placeholders from then on.",
    types: ['JobErased'],
  },
  {
    id: 'accountProfile',
    address: 'accounts.{account_id}.profile',
    parameters: [{ name: 'account_id', description: 'The account id (`acct_` + ULID).' }],
    description: "An account's creation, every later change of its settings, and its erasure (its last event).",
    types: ['AccountCreated', 'AccountSettingsChanged', 'AccountErased'],
  },
  {
    id: 'apiKey',
    address: 'keys.{key_id}',
    parameters: [{ name: 'key_id', description: 'The key id (a ULID; the middle part of `sw_<key id>_<secret>`).' }],
    description: 'An API key issued, then possibly revoked.',
    types: ['ApiKeyIssued', 'ApiKeyRevoked'],
  },
  {
    id: 'project',
    address: 'projects.{project_key}',
    parameters: [{ name: 'project_key', description: 'First 40 hex characters of SHA-256(account_id, project_id).' }],
    description:
      "A project's sandbox session, then its latest ready version after each project job, and its erasure (the last event of that life of the project).",
    types: ['ProjectCreated', 'ProjectVersionReady', 'ProjectErased'],
  },
  {
    id: 'idempotencyKey',
    address: 'idempotency.{key_hash}',
    parameters: [{ name: 'key_hash', description: 'First 40 hex characters of SHA-256(account_id, Idempotency-Key).' }],
    description: "An Idempotency-Key's first use.",
    types: ['IdempotencyKeyUsed'],
  },
  {
    id: 'webhookConfig',
    address: 'webhooks.{account_id}.{webhook_id}.config',
    parameters: [
      { name: 'account_id', description: 'The account id (`acct_` + ULID).' },
      { name: 'webhook_id', description: 'The webhook id (`wh_` + ULID).' },
    ],
    description: "A webhook endpoint's registration, then its deletion or disabling.",
    types: ['WebhookRegistered', 'WebhookDeleted', 'WebhookDisabled'],
  },
  {
    id: 'webhookAttempts',
    address: 'webhooks.{account_id}.{webhook_id}.attempts',
    parameters: [
      { name: 'account_id', description: 'The account id (`acct_` + ULID).' },
      { name: 'webhook_id', description: 'The webhook id (`wh_` + ULID).' },
    ],
    description: 'Every delivery attempt to a webhook endpoint, whatever its outcome.',
    types: ['WebhookDeliveryAttempted'],
  },
  {
    id: 'webhookSlots',
    address: 'webhooks.{account_id}.slots',
    parameters: [{ name: 'account_id', description: 'The account id (`acct_` + ULID).' }],
    description: "The account's webhook registrations as they are decided, under its limit.",
    types: ['WebhookSlotReserved'],
  },
];
