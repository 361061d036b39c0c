#!/usr/bin/env node
// The `sitewright` command (package.json "bin"). The CLI is TypeScript run by Node 24's type
// stripping; this launcher is plain JavaScript so that an older Node (the system one, say, when
// the command is run directly rather than through npx or npm) can start it: it then hands over to
// the Node 24 the project pins in node_modules.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));

if (process.features.typescript) {
  await import(main);
} else {
  const pinned = fileURLToPath(new URL('../../node_modules/.bin/node', import.meta.url));
  if (!existsSync(pinned)) {
    process.stderr.write(
      `sitewright: needs Node 24 (this is Node ${process.versions.node}); run \`npm ci\` in the checkout to install the pinned one.\n`,
    );
    process.exit(2);
  }
  const child = spawn(pinned, [main, ...process.argv.slice(2)], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 3);
  });
}
