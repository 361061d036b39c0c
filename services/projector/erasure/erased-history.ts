// An erased account's audit history (account_history, issue 31) keeps its rows (ids, types, times,
// actors) with the personal fields of their data as the placeholders the event sealer reads them
// as once the account's key is gone (shared/privacy/sealed-fields.ts): what a replay after the
// erasure folds, so the live model and a rebuilt one are the same.
import { SEAL_RULES } from '../../../shared/privacy/sealed-fields.ts';
import { NO_WRITE, type Write } from '../sql/row-set.ts';

/** Per event type sealed by the account's key: the fields to drop and the placeholders to set. */
const BLANKING = Object.entries(SEAL_RULES).flatMap(([type, rule]) => {
  if (rule?.by !== 'account') return [];
  const fields = Object.entries(rule.fields);
  return [
    {
      type,
      remove: fields.filter(([, placeholder]) => placeholder === undefined).map(([field]) => field),
      set: Object.fromEntries(fields.filter(([, placeholder]) => placeholder !== undefined)),
    },
  ];
});

const BLANK_SQL = `
  update account_history h
     set data = (h.data - array(select jsonb_array_elements_text(r.remove))) || r.set
    from jsonb_to_recordset($2::jsonb) as r(type text, remove jsonb, set jsonb)
   where h.account_id = any($1::text[]) and h.type = r.type`;

/** The write that blanks the history of `accounts`; it runs after the batch's own history rows are in. */
export function blankAccountHistory(accounts: readonly string[]): Write {
  if (accounts.length === 0) return NO_WRITE;
  const blanking = JSON.stringify(BLANKING);
  return (db) => db.query(BLANK_SQL, [[...accounts], blanking]);
}
