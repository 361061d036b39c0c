// Issue 27: the openai engine gets the request's design tokens in its instructions (each with the
// part it plays, and "surfaces only" on a colour too faint to read as text), and the quality
// report of its result says which of them the CSS uses.
import t from 'tap';
import { createOpenAIEngine } from '../../../services/generator/engines/openai/openai-engine.ts';
import { buildCreateMessages, buildEditMessages } from '../../../services/generator/engines/openai/build-messages.ts';
import { finishSite } from '../../../services/generator/engine-thread/engine-runner.ts';
import { readDocument } from '../../../shared/design/dtcg-document.ts';
import type { DesignToken } from '../../../shared/design/design-tokens.ts';
import { FakeOpenAI, streamAnswer } from '../../support/fake-openai/fake-openai.ts';
import { fileBlock, PAGE, recordingContext, testConfig } from '../../support/fake-openai/engine-harness.ts';

const reading = readDocument({
  color: { $type: 'color', brand: { $value: '#ffd400' }, background: { $value: '#ffffff' }, text: { $value: '#1a1a1a' } },
  font: { $type: 'fontFamily', heading: { $value: ['Playfair Display', 'serif'] } },
  space: { $type: 'dimension', md: { $value: '1.5rem' } },
});
const TOKENS: DesignToken[] = reading.ok ? reading.tokens : [];

t.test('the brand follows the request in the first message, each token with its part', async (t) => {
  const [system, user] = buildCreateMessages('A bakery site', TOKENS);
  t.notMatch(system?.content, /design tokens/i, 'the system prompt is the same for every request');
  t.match(user?.content, /^Build this website:\n\nA bakery site\n\n## The brand\n/);
  t.match(user?.content, /- color\.brand \(color; brand colour, surfaces only\): #ffd400/);
  t.match(user?.content, /- color\.background \(color; page background\): #ffffff/);
  t.match(user?.content, /- color\.text \(color; text colour\): #1a1a1a/);
  t.match(user?.content, /- font\.heading \(fontFamily; heading font, body font\): "Playfair Display", serif/);
  t.match(user?.content, /- space\.md \(spacing; spacing\): 1\.5rem/);
  t.match(user?.content, /never as text on the page/);
  const [, edit] = buildEditMessages('Make it pop', { shown: [], listed: [] }, {}, TOKENS);
  t.match(edit?.content, /Change request:\n\nMake it pop\n\n## The brand\n/);
  t.equal(buildCreateMessages('A bakery site')[1]?.content, 'Build this website:\n\nA bakery site', 'no tokens, no brand');
});

t.test("the engine sends the tokens, and the report finds the ones the model's CSS uses", async (t) => {
  const fake = await FakeOpenAI.start(7);
  t.teardown(() => fake.close());
  const styles = `:root { --brand: #FFD400; --space: 24px; }\nbody { font-family: 'Playfair Display', Georgia, serif; color: #1a1a1a; background: #fff; }\nheader { background: var(--brand); color: #000; padding: var(--space); }\n`;
  fake.enqueue(streamAnswer(fileBlock('index.html', PAGE) + fileBlock('styles.css', styles)));
  const engine = createOpenAIEngine(testConfig(fake));
  const recorder = recordingContext();
  const site = await finishSite(engine, { jobId: 'job_1', query: 'A bakery site', files: [], designTokens: TOKENS }, recorder.context, {
    maxFiles: 50,
    maxFileBytes: 1_000_000,
  });
  t.match(fake.requests[0]?.body.messages[1]?.content, /- color\.brand \(color; brand colour, surfaces only\): #ffd400/);
  t.same(
    site.checks.brand?.found.map((token) => token.name),
    ['color.brand', 'color.background', 'color.text', 'font.heading', 'space.md'],
    'colours as colours (#FFD400, #fff), the font by its first family, 1.5rem as 24px',
  );
  t.same(site.checks.brand?.missing, []);
  t.match(site.checks.brand?.surfaces_only, [{ name: 'color.brand', message: /1\.4:1 with the page background #ffffff/ }]);
});
