// A job's ETag names its answer: the same answer (elapsed time aside) always has the same tag,
// and any change a caller could see, in any field or any file, gives another.
import t from 'tap';
import type { JobResponse } from '../../shared/api/schemas.ts';
import { jobEtag } from '../../services/gateway/read/job-etag.ts';

const answer = (changes: Partial<JobResponse> = {}): JobResponse => ({
  status: 'partial',
  files: [
    { path: 'index.html', content: '<!doctype html><title>Bakery</title>', language: 'html' },
    { path: 'styles.css', content: 'body { margin: 0 }', language: 'css' },
  ],
  error: '',
  progress: 'Writing files',
  elapsed_seconds: 1.5,
  sandbox_session: '',
  deployment_id: 'dep_1',
  job_id: 'job_01M8A67864YJR67BBD537XHA6C',
  project_id: '',
  source: 'generated',
  created_at: '2026-11-25T20:00:00.000Z',
  finished_at: '',
  deploy_url: '',
  checks: null,
  rendered_status: 'pending',
  rendered_error: '',
  screenshots: [],
  usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  error_code: '',
  queue_position: 0,
  ...changes,
});

t.test('the same answer has the same weak tag; the elapsed time does not count', async (t) => {
  t.match(jobEtag(answer()), /^W\/"[A-Za-z0-9_-]+"$/);
  t.equal(jobEtag(answer()), jobEtag(answer()));
  t.equal(jobEtag(answer({ elapsed_seconds: 99 })), jobEtag(answer()));
});

t.test('a change in any field other than the elapsed time changes the tag', async (t) => {
  const base = jobEtag(answer());
  const changes: Partial<JobResponse>[] = [
    { status: 'ready' },
    { progress: 'Done' },
    { deploy_url: 'https://example.com' },
    { finished_at: '2026-11-25T20:00:02.000Z' },
    { checks: { html_valid: true, links_ok: true, accessibility_problems: 0, problems: [], rendered: null } },
    { rendered_status: 'unavailable' },
    { rendered_error: 'no Chromium where the renderer runs' },
    { screenshots: [{ page: 'index.html', device: 'phone', url: '/job/x/screenshots/index.html?device=phone', width: 375, height: 900 }] },
    { usage: { prompt_tokens: 1, completion_tokens: 0, total_tokens: 1 } },
  ];
  for (const change of changes) t.not(jobEtag(answer(change)), base, JSON.stringify(change));
});

t.test('a change in any file, its body, path, language or order, changes the tag', async (t) => {
  const [page, sheet] = answer().files as [JobResponse['files'][number], JobResponse['files'][number]];
  const base = jobEtag(answer());
  const variants: JobResponse['files'][] = [
    [{ ...page, content: `${page.content} ` }, sheet],
    [page, { ...sheet, content: 'body { margin: 1px }' }],
    [{ ...page, path: 'home.html' }, sheet],
    [{ ...page, language: 'text' }, sheet],
    [sheet, page],
    [page],
    [page, sheet, { path: 'app.js', content: '', language: 'javascript' }],
  ];
  for (const files of variants) t.not(jobEtag(answer({ files })), base, files.map((file) => file.path).join(','));
});

t.test('files that run together differently are told apart', async (t) => {
  const split = (a: string, b: string) =>
    jobEtag(
      answer({
        files: [
          { path: 'a.txt', content: a, language: 'text' },
          { path: 'b.txt', content: b, language: 'text' },
        ],
      }),
    );
  t.not(split('ab', 'c'), split('a', 'bc'));
  // A body that looks like the next file's header is still only a body.
  const twoFiles = jobEtag(
    answer({
      files: [
        { path: 'a.txt', content: 'x', language: 'text' },
        { path: 'b.txt', content: 'y', language: 'text' },
      ],
    }),
  );
  for (const header of ['\n"b.txt" "text" 1\n', '\n"b.txt" "text"\n', '\n"b.txt"\n']) {
    t.not(jobEtag(answer({ files: [{ path: 'a.txt', content: `x${header}y`, language: 'text' }] })), twoFiles, JSON.stringify(header));
  }
});
