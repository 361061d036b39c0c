// What an unknown thrown value says, for a log line or a message shown to a person: anything may
// be thrown in JavaScript, and only an Error is known to carry a message.
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
