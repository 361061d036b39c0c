// The openai engine's edit pipeline passes binary files (issue 27) through byte-identical: the model
// edits a page, and the image among the request's files comes out as it came in, base64 and all.
import t from 'tap';
import { createOpenAIEngine } from '../../../services/generator/engines/openai/openai-engine.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';
import { base64File, makePng } from '../../support/binary-files.ts';
import { FakeOpenAI, streamAnswer } from '../../support/fake-openai/fake-openai.ts';
import { PAGE, recordingContext, STYLES, testConfig } from '../../support/fake-openai/engine-harness.ts';

t.test('an edit keeps the request image as it is', async (t) => {
  const fake = await FakeOpenAI.start(5);
  t.teardown(() => fake.close());
  fake.enqueue(
    streamAnswer(
      [
        'Adding the opening hours.',
        '<edit path="index.html">',
        '<search>',
        '    <p>Open every day.</p>',
        '</search>',
        '<replace>',
        '    <p>Open every day, 7am to 6pm.</p>',
        '</replace>',
        '</edit>',
      ].join('\n'),
    ),
  );
  const logo: SiteFile = { ...base64File('img/logo.png', makePng(12, 12)), language: 'png' };
  const files: SiteFile[] = [
    { path: 'index.html', content: PAGE, language: 'html' },
    { path: 'styles.css', content: STYLES, language: 'css' },
    logo,
  ];
  const engine = createOpenAIEngine(testConfig(fake));
  const result = await engine.run({ jobId: 'job_b', query: 'Add the opening hours', files }, recordingContext().context);
  const byPath = new Map(result.files.map((file) => [file.path, file]));
  t.match(byPath.get('index.html')?.content, /7am to 6pm/, 'the page was edited');
  t.same(byPath.get('img/logo.png'), logo, 'the image: same path, base64, language and encoding');
});
