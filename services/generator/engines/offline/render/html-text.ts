// Every piece of request text reaches a page through these two functions, so a request that
// contains markup (`<script>`) can only ever show up as visible text.

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => TEXT_ESCAPES[c] ?? c);
}

/** Escapes for text content, where quotes need no escaping. */
export function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (c) => TEXT_ESCAPES[c] ?? c);
}

/** Escapes for an attribute value written between double quotes. */
export function escapeAttr(text: string): string {
  return escapeHtml(text);
}

/** A URL-fragment-safe id from any text (`Our Menu!` -> `our-menu`). */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug || 'section';
}

/** Text for a JSON island inside a `<script type="application/json">`: `</script>` cannot end it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
