// GET /docs: a self-contained page (no CDN) rendered from the generated OpenAPI document.
import { z } from 'zod';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The parts of an OpenAPI document the page shows. */
const OpenApiOutlineSchema = z.object({
  info: z.object({ title: z.string(), version: z.string(), description: z.string().optional() }),
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z.object({
        summary: z.string().optional(),
        responses: z.record(z.string(), z.unknown()).optional(),
        security: z.array(z.record(z.string(), z.unknown())).optional(),
      }),
    ),
  ),
});

export function renderDocsPage(document: unknown): string {
  const openapi = OpenApiOutlineSchema.parse(document);
  const rows: string[] = [];
  for (const [path, operations] of Object.entries(openapi.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const codes = Object.keys(operation.responses ?? {}).join(', ');
      const auth = operation.security?.length === 0 ? 'none' : operation.security?.[0]?.admin ? 'admin token' : 'API key';
      rows.push(
        `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(operation.summary ?? '')}</td><td>${auth}</td><td>${codes}</td></tr>`,
      );
    }
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(openapi.info.title)} API</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 70rem; padding: 1rem; color: #1a1a1a; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #ddd; padding: .4rem; text-align: left; vertical-align: top; }
code { font: 0.9em ui-monospace, monospace; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(openapi.info.title)}</h1>
<p>API version <code>${escapeHtml(openapi.info.version)}</code>. ${escapeHtml(openapi.info.description ?? '')}</p>
<p>The full machine-readable description is at <a href="/openapi.json">/openapi.json</a>.</p>
<table>
<thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Auth</th><th>Responses</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
<h2>Quick start</h2>
<pre><code>curl -s -X POST "$BASE/generate" -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' \\
  -d '{"query":"A website for a bakery called Sunrise Bakery"}'
curl -s "$BASE/job/$JOB_ID" -H "Authorization: Bearer $KEY"</code></pre>
</main>
</body>
</html>
`;
}
