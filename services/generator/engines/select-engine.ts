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
    const engineConfig = parseOpenAIEngineConfig(env);
    if (engineConfig.OPENAI_VISUAL_REVIEW !== 'true') return createOpenAIEngine(engineConfig, logger);
    const { findChromium } = await import('../../../shared/rendering/find-chromium.ts');
    const chromiumPath = findChromium(config.CHROMIUM_PATH);
    if (!chromiumPath)
      logger.warn(
        'OPENAI_VISUAL_REVIEW is on but there is no Chromium on this machine (apt-get install chromium, or set CHROMIUM_PATH): no visual review',
      );
    return createOpenAIEngine(engineConfig, logger, { chromiumPath });
  }
  const { createOfflineEngine } = await import('./offline/offline-engine.ts');
  return createOfflineEngine();
}
