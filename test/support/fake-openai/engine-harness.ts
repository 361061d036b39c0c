// What an engine test needs around the fake provider: a config pointing at it (with tiny
// backoffs), and an EngineContext that records everything the engine reports.
import type { EngineContext, EngineUsage } from '../../../services/generator/engines/engine.ts';
import { parseOpenAIEngineConfig } from '../../../services/generator/engines/openai/openai-config.ts';
import type { OpenAIEngineConfig } from '../../../services/generator/engines/openai/openai-config.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';
import type { FakeOpenAI } from './fake-openai.ts';

/** The part of a tap test the helpers need, to close what they open. */
export interface WithTeardown {
  teardown(fn: () => unknown): void;
}

export function testConfig(fake: FakeOpenAI, overrides: Record<string, string> = {}): OpenAIEngineConfig {
  return parseOpenAIEngineConfig({
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_API_KEY: 'sk-test-key',
    OPENAI_MODEL: 'test-model',
    OPENAI_RETRY_BASE_MS: '1',
    OPENAI_RETRY_MAX_MS: '50',
    OPENAI_REQUEST_TIMEOUT_MS: '30000',
    OPENAI_JOB_DEADLINE_MS: '60000',
    ...overrides,
  });
}

export type ContextEvent = { kind: 'emit'; file: SiteFile } | { kind: 'progress'; message: string } | { kind: 'usage'; usage: EngineUsage };

export interface RecordingContext {
  context: EngineContext;
  events: ContextEvent[];
  emitted: SiteFile[];
  progress: string[];
  usage: EngineUsage[];
}

export function recordingContext(
  options: { signal?: AbortSignal; onEmit?: (file: SiteFile) => void | Promise<void> } = {},
): RecordingContext {
  const events: ContextEvent[] = [];
  const emitted: SiteFile[] = [];
  const progress: string[] = [];
  const usage: EngineUsage[] = [];
  const context: EngineContext = {
    async emit(files) {
      for (const file of files) {
        events.push({ kind: 'emit', file });
        emitted.push(file);
        await options.onEmit?.(file);
      }
    },
    async progress(message) {
      events.push({ kind: 'progress', message });
      progress.push(message);
    },
    async recordUsage(record) {
      events.push({ kind: 'usage', usage: record });
      usage.push(record);
    },
    signal: options.signal ?? new AbortController().signal,
  };
  return { context, events, emitted, progress, usage };
}

export function fileBlock(path: string, content: string): string {
  return `<file path="${path}">\n${content}</file>\n`;
}

export const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Bakery</title>
  <link rel="stylesheet" href="styles.css">
</head>
<body>
  <main>
    <h1>Fresh bread, café ✓</h1>
    <p>Open every day.</p>
  </main>
</body>
</html>
`;

export const STYLES = `body {
  font-family: system-ui, sans-serif;
  margin: 0;
}

h1 {
  color: #333;
}
`;
