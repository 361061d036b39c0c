import t from 'tap';
import {
  OPENAI_CONFIG_DEFAULTS,
  OpenAIEngineConfigSchema,
  parseOpenAIEngineConfig,
} from '../../../services/generator/engines/openai/openai-config.ts';

t.test('defaults fill every limit', async (t) => {
  const config = parseOpenAIEngineConfig({ OPENAI_API_KEY: 'sk-1', OPENAI_MODEL: 'gpt-test' });
  t.strictSame(config, { OPENAI_API_KEY: 'sk-1', OPENAI_MODEL: 'gpt-test', ...OPENAI_CONFIG_DEFAULTS });
  t.equal(config.OPENAI_BASE_URL, undefined, 'unset means OpenAI itself');
  t.equal(config.OPENAI_MAX_OUTPUT_TOKENS, 8192);
  t.equal(config.OPENAI_MAX_SEGMENTS, 4);
});

t.test('numbers are coerced from strings and blank values count as unset', async (t) => {
  const config = parseOpenAIEngineConfig({
    OPENAI_BASE_URL: 'http://localhost:11434/v1',
    OPENAI_API_KEY: ' ollama ',
    OPENAI_MODEL: 'qwen2.5-coder:14b',
    OPENAI_MAX_OUTPUT_TOKENS: '4096',
    OPENAI_MAX_SEGMENTS: '',
    OPENAI_TOKEN_BUDGET: '  ',
    OPENAI_MAX_TOKENS_PARAM: 'max_completion_tokens',
  });
  t.equal(config.OPENAI_BASE_URL, 'http://localhost:11434/v1');
  t.equal(config.OPENAI_API_KEY, 'ollama');
  t.equal(config.OPENAI_MAX_OUTPUT_TOKENS, 4096);
  t.equal(config.OPENAI_MAX_SEGMENTS, OPENAI_CONFIG_DEFAULTS.OPENAI_MAX_SEGMENTS);
  t.equal(config.OPENAI_TOKEN_BUDGET, OPENAI_CONFIG_DEFAULTS.OPENAI_TOKEN_BUDGET);
  t.equal(config.OPENAI_MAX_TOKENS_PARAM, 'max_completion_tokens');
});

t.test('a missing model or key stops start-up with one line naming them', async (t) => {
  t.throws(() => parseOpenAIEngineConfig({}), {
    message: 'Invalid openai engine configuration: ENGINE=openai needs OPENAI_API_KEY and OPENAI_MODEL to be set.',
  });
  t.throws(() => parseOpenAIEngineConfig({ OPENAI_API_KEY: 'k', OPENAI_MODEL: '' }), {
    message: 'Invalid openai engine configuration: ENGINE=openai needs OPENAI_MODEL to be set.',
  });
});

t.test('invalid values are named with what they must be', async (t) => {
  let message = '';
  try {
    parseOpenAIEngineConfig({
      OPENAI_MODEL: 'm',
      OPENAI_BASE_URL: 'ftp://example.com',
      OPENAI_MAX_SEGMENTS: 'many',
      OPENAI_MAX_OUTPUT_TOKENS: '10',
      OPENAI_MAX_TOKENS_PARAM: 'tokens',
    });
  } catch (error) {
    message = (error as Error).message;
  }
  t.notMatch(message, /\n/, 'one line');
  t.match(message, /needs OPENAI_API_KEY to be set/);
  t.match(message, /OPENAI_BASE_URL must be an http\(s\) URL/);
  t.match(message, /OPENAI_MAX_SEGMENTS must be a whole number \(got "many"\)/);
  t.match(message, /OPENAI_MAX_OUTPUT_TOKENS must be a whole number of at least 256 \(got "10"\)/);
  t.match(message, /OPENAI_MAX_TOKENS_PARAM must be max_tokens or max_completion_tokens/);
});

t.test('the schema is a plain object schema the service config can extend', async (t) => {
  t.ok('OPENAI_MODEL' in OpenAIEngineConfigSchema.shape);
  const extended = OpenAIEngineConfigSchema.extend({});
  t.equal(extended.safeParse({ OPENAI_API_KEY: 'k', OPENAI_MODEL: 'm' }).success, true);
});
