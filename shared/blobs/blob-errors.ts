// What reading or storing a body can fail with, beyond the store not answering (LogUnavailableError).

export class MissingBlobError extends Error {
  override readonly name: string = 'MissingBlobError';
}

/**
 * The account's key is erased (issue 31): its bodies can no longer be read, nor new ones stored.
 * A missing body to every caller that handles one (it is one: what is left cannot be opened).
 */
export class ErasedBodyError extends MissingBlobError {
  override readonly name = 'ErasedBodyError';
}

/** The stored bytes do not hash to the digest they are stored under, or do not open with the account's key. */
export class CorruptBlobError extends Error {
  override readonly name = 'CorruptBlobError';
}
