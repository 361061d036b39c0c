// Where a body is stored: under its account and its digest, `<account_id>/<digest>`, so two accounts'
// identical files are two objects and erasing one account's never touches the other's. Bodies
// stored before issue 31 are named by their digest alone (shared by every account, in clear): they
// stay readable as a fallback until the migration copies them under account names
// (docs/operations.md, "File bodies: collection").

export const bodyName = (accountId: string, digest: string) => `${accountId}/${digest}`;

/** An object's name read back: its account and digest, or a digest alone (`account: null`) for a body stored before. */
export function parseBodyName(name: string): { account: string | null; digest: string } {
  const slash = name.lastIndexOf('/');
  return slash < 0 ? { account: null, digest: name } : { account: name.slice(0, slash), digest: name.slice(slash + 1) };
}
