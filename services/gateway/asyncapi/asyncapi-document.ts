// GET /asyncapi.json: the event catalogue as an AsyncAPI 3 document, generated from the same zod
// schemas that validate every event: one channel per subject pattern, one message per type@version
// with its JSON Schema (draft-07, the input side: what a stored event may hold).
import { z } from 'zod';
import { API_VERSION } from '../../../shared/api/limits.ts';
import { catalogueEntries } from '../../../shared/events/catalogue.ts';
import { EVENT_CHANNELS } from '../../../shared/events/channels.ts';
import { JOBS_STREAM } from '../../../shared/events/subjects.ts';
import { SEAL_RULES } from '../../../shared/privacy/sealed-fields.ts';

export const messageId = (type: string, version: number) => `${type}V${version}`;

function payloadSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return json;
}

export function buildAsyncApiDocument(): Record<string, unknown> {
  const entries = catalogueEntries();
  const messages: Record<string, unknown> = {};
  for (const entry of entries) {
    const rule = SEAL_RULES[entry.type];
    const sealed = Object.keys(rule?.fields ?? {});
    messages[messageId(entry.type, entry.version)] = {
      name: entry.type,
      title: `${entry.type} v${entry.version}`,
      summary: `The ${entry.type} event, version ${entry.version} (\`type: "${entry.type}", version: ${entry.version}\` in the envelope; CloudEvents type \`sitewright.${entry.type}.v${entry.version}\`).`,
      ...(sealed.length > 0
        ? {
            description: `Stored sealed with the ${rule?.by}'s key: ${sealed.map((field) => `\`data.${field}\``).join(', ')} are not in the stored \`data\`, which holds \`sealed: { key, box }\` instead (docs/events.md, "Stored form"). The payload below is the event opened, as GET /admin/events gives it.`,
          }
        : {}),
      contentType: 'application/json',
      payload: payloadSchema(entry.schema),
    };
  }
  const channels: Record<string, unknown> = {};
  const operations: Record<string, unknown> = {};
  for (const channel of EVENT_CHANNELS) {
    const ids = entries.filter((entry) => channel.types.includes(entry.type)).map((entry) => messageId(entry.type, entry.version));
    channels[channel.id] = {
      address: channel.address,
      description: channel.description,
      parameters: Object.fromEntries(channel.parameters.map((parameter) => [parameter.name, { description: parameter.description }])),
      messages: Object.fromEntries(ids.map((id) => [id, { $ref: `#/components/messages/${id}` }])),
    };
    operations[`publish${channel.id[0]!.toUpperCase()}${channel.id.slice(1)}`] = {
      action: 'send',
      summary: `Sitewright appends these events to ${channel.address} in the ${JOBS_STREAM} stream.`,
      channel: { $ref: `#/channels/${channel.id}` },
      messages: ids.map((id) => ({ $ref: `#/channels/${channel.id}/messages/${id}` })),
    };
  }
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Sitewright event log',
      version: API_VERSION,
      description:
        `Every event Sitewright appends to the JetStream stream ${JOBS_STREAM}, the only source of truth. Each is a JSON envelope ` +
        '`{ id, type, version, occurred_at, account_id, job_id (job events), actor, request_id, data }`, validated by a zod schema per type@version. ' +
        'Personal fields are stored sealed with a key of the job, project or account (each message says which), and read as placeholders once erased. ' +
        'Read it with an ordered or durable consumer from any sequence (docs/analytics.md), or export it as CloudEvents with GET /admin/events.',
    },
    defaultContentType: 'application/json',
    servers: {
      nats: { host: 'localhost:4222', protocol: 'nats', description: `The NATS server holding the ${JOBS_STREAM} stream (NATS_URL).` },
    },
    channels,
    operations,
    components: { messages },
  };
}
