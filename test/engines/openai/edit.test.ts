import t from 'tap';
import { createOpenAIEngine } from '../../../services/generator/engines/openai/openai-engine.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';
import { FakeOpenAI, streamAnswer } from '../../support/fake-openai/fake-openai.ts';
import { fileBlock, PAGE, recordingContext, STYLES, testConfig } from '../../support/fake-openai/engine-harness.ts';

function startingFiles(): SiteFile[] {
  return [
    { path: 'index.html', content: PAGE, language: 'html' },
    { path: 'styles.css', content: STYLES, language: 'css' },
    { path: 'old.html', content: '<!doctype html><title>Old</title><p>old</p>', language: 'html' },
    { path: 'notes.txt', content: 'keep me\r\nexactly\r\n', language: 'plain' },
  ];
}

t.test('applies search/replace edits, deletes and new files; untouched files stay identical', async (t) => {
  const fake = await FakeOpenAI.start(5);
  t.teardown(() => fake.close());
  const answer = [
    'Changing the heading colour and the opening hours.',
    '<edit path="styles.css">',
    '<search>',
    'h1 {',
    '  color: #333;',
    '}',
    '</search>',
    '<replace>',
    'h1 {',
    '  color: #7a3e00;',
    '}',
    '</replace>',
    '</edit>',
    '<edit path="index.html">',
    '<search>',
    '    <p>Open every day.</p>',
    '</search>',
    '<replace>',
    '    <p>Open every day, 7am to 6pm.</p>',
    '    <p><a href="menu.html">See the menu</a></p>',
    '</replace>',
    '</edit>',
    '<delete path="old.html"/>',
    fileBlock('menu.html', '<!doctype html>\n<html lang="en"><head><title>Menu</title></head><body><h1>Menu</h1></body></html>\n'),
  ].join('\n');
  fake.enqueue(streamAnswer(answer));

  const recorder = recordingContext();
  const files = startingFiles();
  const engine = createOpenAIEngine(testConfig(fake));
  const result = await engine.run({ jobId: 'job_e', query: 'Make the heading brown and add opening hours', files }, recorder.context);

  t.same(
    result.files.map((file) => file.path),
    ['index.html', 'styles.css', 'notes.txt', 'menu.html'],
    'deleted files are absent, new files come last',
  );
  const byPath = new Map(result.files.map((file) => [file.path, file]));
  t.equal(byPath.get('styles.css')?.content, STYLES.replace('#333', '#7a3e00'));
  t.equal(
    byPath.get('index.html')?.content,
    PAGE.replace('    <p>Open every day.</p>', '    <p>Open every day, 7am to 6pm.</p>\n    <p><a href="menu.html">See the menu</a></p>'),
  );
  t.equal(byPath.get('notes.txt'), files[3], 'an untouched file is the very same object');
  t.equal(byPath.get('notes.txt')?.content, 'keep me\r\nexactly\r\n');
  t.equal(byPath.get('notes.txt')?.language, 'plain', "the caller's language label is kept");
  t.equal(byPath.get('styles.css')?.language, 'css');
  t.same(
    recorder.emitted.map((file) => file.path),
    ['styles.css', 'index.html', 'menu.html'],
    'edited files are emitted as their edits are applied',
  );
  t.match(result.summary, /changed styles\.css, index\.html, menu\.html; deleted old\.html/);
  t.ok(recorder.progress.includes('Editing styles.css'));

  const [system, user] = fake.requests[0]!.body.messages;
  t.match(system?.content, /Change only what the request needs/);
  t.match(user?.content, /<file path="notes.txt">\nkeep me\r\nexactly\r\n<\/file>/, 'files are sent verbatim');
  t.match(user?.content, /The site currently has 4 files/);
  t.match(user?.content, /Make the heading brown and add opening hours/);
  t.notMatch(user?.content, /not shown/, 'everything fits, nothing is listed');
});

t.test('files over the context budget are listed by path and size, never dropped', async (t) => {
  const fake = await FakeOpenAI.start(6);
  t.teardown(() => fake.close());
  fake.enqueue(streamAnswer('<edit path="styles.css"><search>margin: 0;</search><replace>margin: 1rem;</replace></edit>'));
  const big = `/* vendor bundle */\n${'x'.repeat(5000)}\n`;
  const files: SiteFile[] = [
    { path: 'index.html', content: PAGE, language: 'html' },
    { path: 'vendor/big.js', content: big, language: 'javascript' },
    { path: 'styles.css', content: STYLES, language: 'css' },
  ];
  const engine = createOpenAIEngine(testConfig(fake, { OPENAI_CONTEXT_CHARS: '1500' }));
  const result = await engine.run({ jobId: 'job_b', query: 'Give the body a margin in styles.css', files }, recordingContext().context);
  const user = fake.requests[0]!.body.messages[1]!.content;
  t.match(user, /<file path="styles.css">/, 'the file the request names is shown');
  t.notMatch(user, /<file path="vendor\/big.js">/, 'the big file is not sent in full');
  t.match(user, /- vendor\/big\.js \(5,021 bytes\)/, 'but it is listed with its size');
  t.match(user, /<file path="index.html">/, 'the home page still fits beside it');
  t.match(user, /The site currently has 3 files/);
  t.equal(result.files.find((file) => file.path === 'vendor/big.js')?.content, big);
  t.match(result.files.find((file) => file.path === 'styles.css')?.content, /margin: 1rem;/);
});

t.test('editing a page that was already sloppy is not blamed on the change', async (t) => {
  const fake = await FakeOpenAI.start(8);
  t.teardown(() => fake.close());
  const sloppy = '<!doctype html>\n<html>\n<body>\n<h1>Old title</h1>\n';
  fake.enqueue(streamAnswer('<edit path="index.html"><search>Old title</search><replace>New title</replace></edit>'));
  const engine = createOpenAIEngine(testConfig(fake));
  const result = await engine.run(
    { jobId: 'job_s', query: 'New title', files: [{ path: 'index.html', content: sloppy, language: 'html' }] },
    recordingContext().context,
  );
  t.equal(result.files[0]?.content, sloppy.replace('Old title', 'New title'));
  t.equal(fake.requests.length, 1, 'no repair round');
});

t.test('a chatty model does not flood the progress lines', async (t) => {
  const fake = await FakeOpenAI.start(9);
  t.teardown(() => fake.close());
  const chatter = Array.from({ length: 50 }, (_, i) => `Thinking about step ${i}.`).join('\n');
  fake.enqueue(streamAnswer(`${chatter}\n${fileBlock('index.html', PAGE)}`));
  const recorder = recordingContext();
  const engine = createOpenAIEngine(testConfig(fake));
  await engine.run({ jobId: 'job_c', query: 'A page', files: [] }, recorder.context);
  t.equal(recorder.progress.filter((line) => line.startsWith('Thinking')).length, 20);
  t.ok(recorder.progress.includes('Writing index.html (file 1)'), 'block progress still comes through');
});
