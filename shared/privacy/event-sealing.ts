// Events in and out of the log with their personal fields sealed (sealed-fields.ts): a writer
// appends `seal(event)`, every reader turns what it read into an event with `open(raw)`.
//
// Stored form: the event as ever, without its sealed fields, and with `data.sealed` =
// `{ key: <key name>, box: <base64 of AES-256-GCM(JSON of the sealed fields)> }`, bound to the
// event's id and the key's name. Opened: the sealed fields back in place. When the key is erased
// (or under an erased parent), the fields read as their placeholders and the event says
// `erased: true`; events written before sealing are clear and read as they are, unless their job,
// project or account was erased since (then they read as placeholders too).
import { z } from 'zod';
import { isJobEvent, opensJob, parseEvent, UnknownEventError, type SitewrightEvent } from '../events/catalogue.ts';
import { open, SealBrokenError, seal } from './aes-gcm.ts';
import { accountKeyName, projectKeyName, type KeyName, type KeyStore } from './key-store.ts';
import { SEAL_RULES, sealingKeyOf } from './sealed-fields.ts';

/** The key of the event to seal is erased: nothing more may be written about that job, project or account. */
export class ErasedKeyError extends Error {
  override readonly name = 'ErasedKeyError';
}

/**
 * `open` failed because of the stored event itself (not JSON, not a catalogued event, a sealed
 * value that does not open): reading it again will not help. Anything else (the key store did not
 * answer) may pass, and the event is read again later.
 */
export function isUnreadableEvent(error: unknown): boolean {
  return (
    error instanceof UnknownEventError ||
    error instanceof SealBrokenError ||
    error instanceof SyntaxError ||
    (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ZodError')
  );
}

// The box is not checked to be base64 here: decoding it is the check (a box that is not opens nothing),
// and checking it apart cost as much again for every event a replay reads.
const SealedSchema = z.object({ key: z.templateLiteral([z.enum(['account', 'project', 'job']), '.', z.string()]), box: z.string() });
/** What is read of a stored event before it is opened; the rest of the envelope is kept as it is. */
const StoredHead = z.looseObject({ id: z.string(), type: z.string(), data: z.record(z.string(), z.unknown()) });

type Json = Record<string, unknown>;

/** What every stored event says in the clear: its envelope, and its data less the sealed fields. */
const ClearPartSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  version: z.number(),
  occurred_at: z.string(),
  account_id: z.string(),
  job_id: z.string().optional(),
  data: z.record(z.string(), z.unknown()),
});
export type ClearPart = z.infer<typeof ClearPartSchema>;

/**
 * A stored event's clear part, read without its key: for a reader that uses none of its personal
 * fields and must not wait for a key per job (the scheduler folds the whole log at each start). It
 * is not the event: its sealed fields are absent, and it is not validated beyond the envelope.
 */
export function readClearPart(raw: unknown): ClearPart {
  const part = ClearPartSchema.parse(raw);
  const data = { ...part.data };
  delete data.sealed;
  return { ...part, data };
}

export interface EventSealer {
  /** The JSON object to store for `event` (validated already): its personal fields sealed. */
  seal(event: SitewrightEvent): Promise<Json>;
  /** An event as read from the log (the stored JSON), opened and validated. */
  open(raw: unknown): Promise<SitewrightEvent>;
  /**
   * The stored JSON as it was appended: its sealed fields back in place (placeholders, and
   * `erased: true`, once erased), not validated and nothing filled in: for exports, which give
   * the log as written. A type this release does not seal is given back as it is.
   */
  unseal(raw: unknown): Promise<unknown>;
}

const associated = (name: string, eventId: string) => `${name}/${eventId}`;

/** The key a new key of `event`'s kind is wrapped by: a project job's by its project's. */
function parentOf(event: SitewrightEvent, name: KeyName): KeyName | 'master' {
  if (name.startsWith('account.')) return 'master';
  const project = projectOf(event);
  return project ?? accountKeyName(event.account_id);
}

/** The key of the project a request belongs to, or null. */
function projectOf(event: SitewrightEvent): KeyName | null {
  if (event.type !== 'JobRequested' && event.type !== 'JobReused') return null;
  const { project_id: projectId, sandbox_session: sandbox } = event.data;
  return projectId ? projectKeyName(event.account_id, projectId, sandbox) : null;
}

export function createEventSealer(keys: KeyStore): EventSealer {
  /** The stored JSON with its sealed fields as placeholders, marked erased. */
  const erasedForm = (stored: Json, type: string, data: Json): Json => {
    const fields = SEAL_RULES[type]?.fields ?? {};
    const clear: Json = { ...data };
    delete clear.sealed;
    for (const [field, placeholder] of Object.entries(fields)) {
      if (placeholder === undefined) delete clear[field];
      else clear[field] = placeholder;
    }
    return { ...stored, data: clear, erased: true };
  };

  /**
   * The stored JSON with its sealed fields restored, and the event when reading it took parsing
   * it already (a clear event, whose key is found from its fields).
   */
  const restore = async (raw: unknown): Promise<{ json: unknown; event?: SitewrightEvent }> => {
    const head = StoredHead.safeParse(raw);
    if (!head.success || !SEAL_RULES[head.data.type]) return { json: raw };
    const stored = head.data;
    const { data, type, id } = stored;
    if (data.sealed === undefined) {
      // Written before sealing: clear, unless what it belongs to was erased since.
      const event = parseEvent(raw);
      const name = sealingKeyOf(event);
      const found = name ? await keys.key(name) : null;
      return found?.state === 'erased' ? { json: erasedForm(stored, type, data) } : { json: stored, event };
    }
    const sealed = SealedSchema.parse(data.sealed);
    let found = await keys.key(sealed.key);
    // Remembered as missing before the writer made it: the sealed value says it exists now.
    if (found.state === 'none') found = await keys.key(sealed.key, { fresh: true });
    if (found.state !== 'live') return { json: erasedForm(stored, type, data) };
    const secret: Json = JSON.parse(open(found.key, Buffer.from(sealed.box, 'base64'), associated(sealed.key, id)).toString('utf8'));
    const clear: Json = { ...data, ...secret };
    delete clear.sealed;
    return { json: { ...stored, data: clear } };
  };

  return {
    seal: async (event) => {
      const name = sealingKeyOf(event);
      if (!name) return { ...event };
      const project = projectOf(event);
      // Keys are made from the top down (each is wrapped by its parent): the account's at its first
      // event, a project's at its first job.
      await keys.key(accountKeyName(event.account_id), { parent: 'master' });
      if (project) await keys.key(project, { parent: accountKeyName(event.account_id) });
      // A job's opening event is the first sealed with its key (a new job id): the key is made
      // without a lookup first. A repeat of the same append finds the key made then and uses it.
      const found = await keys.key(name, { parent: parentOf(event, name), expectNew: isJobEvent(event) && opensJob(event) });
      if (found.state !== 'live') throw new ErasedKeyError(`${name} is erased: ${event.type} cannot be written.`);
      const rule = SEAL_RULES[event.type];
      const data: Json = { ...event.data };
      const secret: Json = {};
      for (const field of Object.keys(rule?.fields ?? {})) {
        if (field in data) secret[field] = data[field];
        delete data[field];
      }
      const box = seal(found.key, Buffer.from(JSON.stringify(secret)), associated(name, event.id));
      return { ...event, data: { ...data, sealed: { key: name, box: box.toString('base64') } } };
    },

    open: async (raw) => {
      const restored = await restore(raw);
      return restored.event ?? parseEvent(restored.json);
    },

    unseal: async (raw) => (await restore(raw)).json,
  };
}
