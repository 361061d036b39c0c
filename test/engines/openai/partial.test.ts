import t from 'tap';
import { createOpenAIEngine } from '../../../services/generator/engines/openai/openai-engine.ts';
import { FakeOpenAI, streamAnswer } from '../../support/fake-openai/fake-openai.ts';
import { fileBlock, PAGE, recordingContext, STYLES, testConfig } from '../../support/fake-openai/engine-harness.ts';

t.test('a file is emitted while the model is still writing the next one', async (t) => {
  const fake = await FakeOpenAI.start(11);
  t.teardown(() => fake.close());
  const first = `Starting.\n${fileBlock('index.html', PAGE)}`;
  const answer = `${first}<file path="styles.css">\n${STYLES}</file>\n`;

  // The provider stops right after the first </file> and resumes once the engine has emitted
  // index.html. An engine that waited for the end of the stream would only emit after the
  // fallback timer let the provider finish, and the assertion below would catch it.
  let resume!: () => void;
  const emittedFirst = new Promise<void>((resolve) => {
    resume = resolve;
  });
  const fallback = setTimeout(() => resume(), 3000);
  t.teardown(() => clearTimeout(fallback));
  fake.enqueue(streamAnswer(answer, { pauseAt: first.length, resume: emittedFirst }));

  const seenWhileStreaming: Array<{ path: string; finishedResponses: number }> = [];
  const recorder = recordingContext({
    onEmit: (file) => {
      seenWhileStreaming.push({ path: file.path, finishedResponses: fake.finishedResponses });
      if (file.path === 'index.html') resume();
    },
  });
  const engine = createOpenAIEngine(testConfig(fake));
  const result = await engine.run({ jobId: 'job_p', query: 'A bakery', files: [] }, recorder.context);

  t.same(
    seenWhileStreaming.map((seen) => seen.path),
    ['index.html', 'styles.css'],
  );
  t.equal(seenWhileStreaming[0]?.finishedResponses, 0, 'index.html was emitted before the response ended');
  t.equal(recorder.emitted[0]?.content, PAGE);
  t.same(
    result.files.map((file) => file.path),
    ['index.html', 'styles.css'],
  );
});
