// Issues an API key for an account: the key is returned once; the log keeps only its hash.
import { keySubject } from '../../../shared/events/subjects.ts';
import { accountEnvelope } from '../../../shared/event-log/event-envelope.ts';
import { newApiKey, type NewApiKey } from '../auth/api-key-format.ts';
import type { GatewayDeps } from '../gateway-deps.ts';

export async function issueKey(deps: GatewayDeps, accountId: string, label: string, actor: string, requestId: string): Promise<NewApiKey> {
  const key = newApiKey();
  const event = accountEnvelope(
    { type: 'ApiKeyIssued', version: 1, data: { key_id: key.keyId, key_hash: key.keyHash, label } },
    { accountId, actor, requestId },
  );
  // Create-only, not a handleCommand: the key id is new (a fresh ULID), so there is no state to
  // read or decide on, and a conflict could only be a bug; expecting 0 makes the server say so.
  await deps.log.append(keySubject(key.keyId), event, { expectLastSubjectSeq: 0 });
  return key;
}
