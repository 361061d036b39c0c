import { ULID_PATTERN } from '../../../shared/ids/ulid.ts';

const ACCOUNT_ID = new RegExp(`^acct_${ULID_PATTERN}$`);

/** Account ids become NATS subject tokens and SQL values: anything else is refused first. */
export function isAccountId(value: string): boolean {
  return ACCOUNT_ID.test(value);
}
