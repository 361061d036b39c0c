import type { Logger } from 'pino';
import type { Config } from '../../../shared/config/config.ts';
import type { Engine } from './engine.ts';

/**
 * ENGINE picks the engine; only the chosen one is loaded. A misconfigured openai engine stops
 * start-up with a clear message.
 */
export async function selectEngine(config: Config, env: Record<string, string | undefined>, logger: Logger): Promise<Engine> {
  if (config.ENGINE === 'openai') {
    const { parseOpenAIEngineConfig } = await import('./openai/openai-config.ts');
    const { createOpenAIEngine } = await import('./openai/openai-engine.ts');
    return createOpenAIEngine(parseOpenAIEngineConfig(env), logger);
  }
  const { createOfflineEngine } = await import('./offline/offline-engine.ts');
  return createOfflineEngine();
}
