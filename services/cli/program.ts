// The `sitewright` command line (commander): settings, the commands, and exit codes.
import { readFileSync } from 'node:fs';
import { Command, CommanderError, Option } from 'commander';
import type { DeleteOptions } from './commands/delete.ts';
import type { GenerateOptions } from './commands/generate.ts';
import type { ScreenshotOptions } from './commands/screenshot.ts';
import { EXIT, errorLine, exitCodeFor } from './exit-codes.ts';
import { createOutput, type Output } from './output.ts';
import { clientFromSettings, DEFAULT_URL, type GlobalOptions } from './settings.ts';

const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** Commander's way to gather a repeated option into a list. */
const collect = (value: string, previous: string[]) => [...previous, value];

/** Runs the command line and resolves with the exit code. */
export async function runCli(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let exitCode: number = EXIT.ok;
  let output: Output = createOutput(false);

  const program = new Command('sitewright')
    .description('Generate websites with a Sitewright service: start jobs, follow them, write their files, report deployments.')
    .version(VERSION)
    .addOption(new Option('--url <url>', `service address (default: $SITEWRIGHT_URL, else ${DEFAULT_URL})`))
    .addOption(new Option('--key <key>', 'API key (default: $SITEWRIGHT_API_KEY)'))
    .option('--json', 'one JSON object per line on stdout instead of text')
    .exitOverride()
    // Errors are printed once, as one plain line, by the catch below.
    .configureOutput({ outputError: () => {} })
    .showSuggestionAfterError(true);

  // Each command gets the settings, an output and a client, and sets the exit code it returns.
  // A command's module is loaded when it runs: zod, the client and the MCP SDK cost start-up time
  // that a usage error or another command does not need.
  const run =
    <A extends unknown[]>(command: (context: { output: Output; settings: GlobalOptions }, ...args: A) => Promise<number>) =>
    async (...args: A) => {
      const settings = program.opts<GlobalOptions>();
      output = createOutput(settings.json === true);
      exitCode = await command({ output, settings }, ...args);
    };
  // Retries are told to a person at a terminal; a script gets the one error line, if any.
  const client = (settings: GlobalOptions, output: Output) =>
    clientFromSettings(settings, env, (retry) => {
      if (output.stderr.isTTY)
        output.note(`sitewright: ${retry.error.message} Retrying in ${Math.ceil(retry.delayMs / 1000)} s (attempt ${retry.attempt}).`);
    });

  program
    .command('generate')
    .description('start a job from a plain-English request, show its progress, and write its files')
    .argument('<request>', 'what to build or change, in plain English')
    .requiredOption('--out <dir>', 'folder to write the files to')
    .option('--force', 'replace files that already exist in --out (they are kept otherwise)')
    .option('--files <dir>', 'start from the text files of this folder (an edit)')
    .option('--source-url <url>', 'start from a copy of this public site (a fork)')
    .option('--project <id>', "keep related jobs together; without --files, edits the project's latest version")
    .option('--target <selector>', 'an edit changes only what this CSS selector matches; every other byte stays as it was')
    .option('--target-page <path>', 'the page the --target selector applies to (default: every page it matches)')
    .option('--lock <glob>', 'a file (path or glob: legal.html, assets/**) no engine may change; repeat for more', collect, [])
    .option('--idempotency-key <key>', 'retries with the same key never start a second job (one is made up otherwise)')
    .option('--tokens <file>', 'follow this brand: a design tokens file (W3C DTCG JSON: colours, fonts, sizes)')
    .action(
      run(async ({ output, settings }, request: string, options: GenerateOptions) => {
        const { generateCommand } = await import('./commands/generate.ts');
        return generateCommand(client(settings, output), output, request, options);
      }),
    );

  program
    .command('status')
    .description('show a job as it is now (exit 1 if it failed)')
    .argument('<job_id>')
    .action(
      run(async ({ output, settings }, jobId: string) => {
        const { statusCommand } = await import('./commands/status.ts');
        return statusCommand(client(settings, output), output, jobId);
      }),
    );

  program
    .command('watch')
    .description('follow a job live until it is ready (exit 0) or failed (exit 1)')
    .argument('<job_id>')
    .action(
      run(async ({ output, settings }, jobId: string) => {
        const { watchCommand } = await import('./commands/watch.ts');
        return watchCommand(client(settings, output), output, jobId);
      }),
    );

  program
    .command('files')
    .description("write a job's files as they are now")
    .argument('<job_id>')
    .requiredOption('--out <dir>', 'folder to write the files to')
    .option('--force', 'replace files that already exist in --out (they are kept otherwise)')
    .action(
      run(async ({ output, settings }, jobId: string, options: { out: string; force?: boolean }) => {
        const { filesCommand } = await import('./commands/files.ts');
        return filesCommand(client(settings, output), output, jobId, options);
      }),
    );

  program
    .command('screenshot')
    .description("write the PNG screenshots the service took of a ready job's pages (<page>.<device>.png)")
    .argument('<job_id>')
    .requiredOption('--out <dir>', 'folder to write the PNGs to')
    .addOption(
      new Option('--device <device>', 'which width: desktop (1280 px), phone (375 px) or both')
        .choices(['desktop', 'phone', 'both'])
        .default('both'),
    )
    .option('--page <path>', 'only this page (its path in the job, e.g. index.html)')
    .option('--wait <seconds>', 'how long to wait for the screenshots of a job just finished', '60')
    .action(
      run(async ({ output, settings }, jobId: string, options: ScreenshotOptions) => {
        const { screenshotCommand } = await import('./commands/screenshot.ts');
        return screenshotCommand(client(settings, output), output, jobId, options);
      }),
    );

  program
    .command('deployed')
    .description('report the public URL a ready job was deployed to')
    .argument('<job_id>')
    .argument('<url>', 'absolute http(s) URL of the live site')
    .action(
      run(async ({ output, settings }, jobId: string, url: string) => {
        const { deployedCommand } = await import('./commands/deployed.ts');
        return deployedCommand(client(settings, output), output, jobId, url);
      }),
    );

  program
    .command('delete')
    .description('erase a job for good, or with --project a project and every job of it: their requests, files and previews')
    .argument('[job_id]')
    .option('--project <id>', 'erase this project and every job of it instead')
    .action(
      run(async ({ output, settings }, jobId: string | undefined, options: DeleteOptions) => {
        const { deleteCommand } = await import('./commands/delete.ts');
        return deleteCommand(client(settings, output), output, jobId, options);
      }),
    );

  program
    .command('mcp')
    .description('serve the API as Model Context Protocol tools on stdin/stdout, for AI agents')
    .action(
      run(async ({ output, settings }) => {
        const { runMcpServer } = await import('./mcp/mcp-server.ts');
        await runMcpServer(client(settings, output), VERSION);
        return EXIT.ok;
      }),
    );

  try {
    await program.parseAsync([...argv], { from: 'user' });
    return exitCode;
  } catch (error) {
    // Commander has already shown the help (on stderr, when it was shown for lack of a command).
    const helpShown = error instanceof CommanderError && error.code.startsWith('commander.help');
    const code = exitCodeFor(error);
    if (code !== EXIT.ok && !helpShown) output.stderr.write(`${errorLine(error)}\n`);
    return code;
  }
}
