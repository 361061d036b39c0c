// An engine for the renderer tests: a one-page site with a coloured band and a large heading (so
// its screenshots are far from blank). A query with `reach <url> <url> ...` makes the page try to
// fetch each address and load it as an image, as a generated page might; `hang` makes its script
// loop for ever; `wide`, `broken image` and `faint` add a 900 px box, an image that is not there
// and light grey text, the problems the browser checks name.
import type { Engine } from '../../../services/generator/engines/engine.ts';

export function createEngine(): Engine {
  return {
    name: 'page',
    async run(request, context) {
      const urls = request.query.includes('reach ')
        ? request.query
            .slice(request.query.indexOf('reach ') + 6)
            .split(/\s+/)
            .filter(Boolean)
        : [];
      const reach =
        urls.map((url) => `fetch(${JSON.stringify(url)}).catch(() => {}); new Image().src = ${JSON.stringify(`${url}?img`)};`).join('\n') +
        (request.query.includes('hang') ? '\nfor (;;) {}' : '');
      const extras =
        (request.query.includes('wide') ? '<div class="wide">Wide price table</div>' : '') +
        (request.query.includes('broken image') ? '<img class="shopfront" src="missing.png" alt="Our shop front">' : '') +
        (request.query.includes('faint') ? '<p class="faint">Prices change with the seasons.</p>' : '');
      const files = [
        {
          path: 'index.html',
          content: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Render test</title><link rel="stylesheet" href="styles.css"></head>
<body><header><h1>Fresh bread every morning</h1></header><main><p>${'Sourdough, rye and spelt. '.repeat(40)}</p>${extras}</main>
<script>${reach}</script></body></html>`,
          language: 'html',
        },
        {
          path: 'styles.css',
          content:
            'body { margin: 0; font-family: sans-serif; background: #fdf6e3; color: #222; } header { background: #b03a2e; color: #fff; padding: 48px 16px; } h1 { font-size: 48px; margin: 0; } main { padding: 16px; } .wide { width: 900px; } .faint { color: #c8c8c8; }',
          language: 'css',
        },
      ];
      await context.emit(files);
      return { files };
    },
  };
}
