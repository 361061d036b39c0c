// The error an outbound request to a caller-supplied URL ends with before anything is sent: its
// target was refused by the address rules, or its host name could not be found. The message is a
// plain sentence for the caller and names what the request was for, so each user of the outbound
// requests shows it as it is.

/** What the outbound request was for; it decides the rule a refusal quotes. */
export type OutboundPurpose = 'forking' | 'webhooks';

export type OutboundErrorCode = 'blocked' | 'host_not_found';

const PUBLIC_ONLY: Record<OutboundPurpose, string> = {
  forking: 'forking is allowed only from public http(s) sites',
  webhooks: 'webhooks are delivered only to public http(s) addresses unless the operator lists the host in WEBHOOK_ALLOWED_HOSTS',
};

/** "<problem>; <the rule of this purpose>": how a refused target is explained to the caller. */
export function refusedTargetMessage(problem: string, purpose: OutboundPurpose): string {
  return `${problem}; ${PUBLIC_ONLY[purpose]}`;
}

export class OutboundRequestError extends Error {
  readonly code: OutboundErrorCode;
  readonly purpose: OutboundPurpose;

  constructor(code: OutboundErrorCode, purpose: OutboundPurpose, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'OutboundRequestError';
    this.code = code;
    this.purpose = purpose;
  }
}

/** A target the address rules refuse; `problem` says why ("10.0.0.5 is a private address"). */
export function blockedTarget(problem: string, purpose: OutboundPurpose): OutboundRequestError {
  return new OutboundRequestError('blocked', purpose, refusedTargetMessage(problem, purpose));
}

export function hostNotFound(host: string, purpose: OutboundPurpose, cause?: unknown): OutboundRequestError {
  const message = `the host name ${host} could not be found`;
  return new OutboundRequestError('host_not_found', purpose, message, cause === undefined ? undefined : { cause });
}
