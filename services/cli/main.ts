// Entry point of the `sitewright` command (started by sitewright.js).
import { runCli } from './program.ts';

process.exitCode = await runCli(process.argv.slice(2));
