// The renderer (issue 28) with the running service and the machine's Chromium: every ready job is
// rendered at desktop and phone width, its screenshots served by GET /job/{id}/screenshots/{page}
// and listed by GET /job; a page is rendered offline (what it tries to reach is blocked and
// reported, and never arrives); without Chromium every job is `unavailable` and otherwise
// unchanged; a Chromium killed mid-render is launched again and the job recorded once.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import t from 'tap';
import { loadConfig } from '../../shared/config/config.ts';
import { startGateway } from '../../services/gateway/start-gateway.ts';
import { NO_CHROMIUM_LINE, startRenderer, type RendererHandle, type RendererOptions } from '../../services/renderer/start-renderer.ts';
import { loggerWithLines } from '../support/log-lines.ts';
import { colourAt, decodePng, distinctColours } from '../support/png-pixels.ts';
import { ADMIN_TOKEN, quietLogger, startStack, type TestStack } from '../support/stack.ts';

const pageEngine = new URL('../support/engines/page-engine.ts', import.meta.url).href;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const stack: TestStack = await startStack({ engineModule: pageEngine });
t.teardown(() => stack.stop());
const owner = await stack.createAccount({ name: 'Bakery' });
const stranger = await stack.createAccount({ name: 'Someone else' });

async function withRenderer<T>(
  env: Record<string, string>,
  options: RendererOptions & { logger?: Logger },
  run: (renderer: RendererHandle) => Promise<T>,
) {
  const { logger = quietLogger(), ...rendererOptions } = options;
  const renderer = await startRenderer(loadConfig({ ...stack.env, CHROMIUM_PATH: CHROMIUM, ...env }), logger, rendererOptions);
  try {
    return await run(renderer);
  } finally {
    await renderer.stop();
  }
}

async function generate(query: string): Promise<string> {
  const response = await stack.http('POST', '/generate', { apiKey: owner.apiKey, body: { query } });
  if (response.status !== 202 && response.status !== 200) throw new Error(`POST /generate answered ${response.status}: ${response.text}`);
  return response.body.job_id;
}

const rendered = (jobId: string) => stack.waitForJob(jobId, owner.apiKey, (job) => job.rendered_status !== 'pending', 60_000);

async function eventTypes(jobId: string): Promise<string[]> {
  await stack.caughtUp();
  const response = await stack.http('GET', `/admin/jobs/${jobId}/events`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  return response.body.events.map((event: { type: string }) => event.type);
}

t.test('a ready job gets desktop and phone screenshots, served as PNGs and listed by GET /job', async (t) => {
  await withRenderer({}, {}, async () => {
    const jobId = await generate('A bakery page');
    const job = await rendered(jobId);
    t.equal(job.status, 'ready');
    t.equal(job.rendered_status, 'done');
    t.equal(job.rendered_error, '', 'no reason when it was rendered');
    t.match(job.checks.rendered, { pages: 1 }, 'the browser checks are under checks.rendered');
    t.same(
      job.checks.rendered.problems.filter(
        (problem: { rule: string }) => problem.rule === 'blocked-request' || problem.rule === 'page-timeout',
      ),
      [],
      'the page loaded in time and reached for nothing outside',
    );
    t.same(
      job.screenshots.map((shot: { device: string; width: number; page: string; url: string }) => [
        shot.page,
        shot.device,
        shot.width,
        shot.url,
      ]),
      [
        ['index.html', 'desktop', 1280, `/job/${jobId}/screenshots/index.html?device=desktop`],
        ['index.html', 'phone', 375, `/job/${jobId}/screenshots/index.html?device=phone`],
      ],
    );
    const bands: Record<string, number> = {};
    for (const shot of job.screenshots) {
      const response = await fetch(`${stack.baseUrl}${shot.url}`, { headers: { authorization: `Bearer ${owner.apiKey}` } });
      t.equal(response.status, 200, shot.url);
      t.equal(response.headers.get('content-type'), 'image/png');
      t.equal(response.headers.get('cache-control'), 'private, max-age=31536000, immutable');
      const etag = response.headers.get('etag') ?? '';
      t.match(etag, /^"[0-9a-f]{64}"$/);
      const png = Buffer.from(await response.arrayBuffer());
      t.equal(png.readUInt32BE(16), shot.width, 'the IHDR width is the device width');
      t.equal(png.readUInt32BE(20), shot.height, 'and its height the one listed');
      t.ok(shot.height >= 800 && shot.height <= 4_000, 'full page, within the cap');
      const pixels = decodePng(png);
      t.ok(distinctColours(pixels) > 20, 'the picture is not blank: text, band and background');
      t.equal(colourAt(pixels, 4, 4), '#b03a2e', "the page's stylesheet was served: its header band is drawn");
      let band = 0;
      while (band < pixels.height && colourAt(pixels, 4, band) === '#b03a2e') band++;
      bands[shot.device] = band;
      const again = await fetch(`${stack.baseUrl}${shot.url}`, {
        headers: { authorization: `Bearer ${owner.apiKey}`, 'if-none-match': etag },
      });
      t.equal(again.status, 304, 'If-None-Match with its ETag: 304');
    }
    // Laid out at the device's width, not a desktop page cut to 375 px: the heading wraps on the phone.
    t.ok(
      bands.phone! > bands.desktop! + 40,
      `the header band is taller on the phone (${bands.phone} px) than on the desktop (${bands.desktop} px)`,
    );
    const defaultDevice = await stack.http('GET', `/job/${jobId}/screenshots/index.html`, { apiKey: owner.apiKey });
    t.equal(
      defaultDevice.headers.get('etag'),
      (await fetch(`${stack.baseUrl}${job.screenshots[0].url}`, { headers: { authorization: `Bearer ${owner.apiKey}` } })).headers.get(
        'etag',
      ),
      'the device is desktop by default',
    );

    const unknownPage = await stack.http('GET', `/job/${jobId}/screenshots/about.html?device=phone`, { apiKey: owner.apiKey });
    t.match(unknownPage, {
      status: 404,
      body: { status: 'failed', code: 'not_found', job_id: '', rendered_status: 'pending', screenshots: [] },
    });
    t.match(unknownPage.body.error, /No screenshot of this page/);
    const otherAccount = await stack.http('GET', `/job/${jobId}/screenshots/index.html`, { apiKey: stranger.apiKey });
    t.match(otherAccount, { status: 404, body: { code: 'not_found' } });
    t.match(otherAccount.body.error, /No job with this id/, "another account's job does not exist for this key");
    const badDevice = await stack.http('GET', `/job/${jobId}/screenshots/index.html?device=watch`, { apiKey: owner.apiKey });
    t.equal(badDevice.status, 400);
    t.same(
      (await eventTypes(jobId)).filter((type) => type === 'JobRendered'),
      ['JobRendered'],
    );

    // A gateway that heard nothing answers from the read model: the projector stored the same.
    const fresh = await startGateway(stack.config, quietLogger());
    try {
      const response = await fetch(`${fresh.url}/job/${jobId}`, { headers: { authorization: `Bearer ${owner.apiKey}` } });
      const fromReadModel = (await response.json()) as typeof job;
      t.same(
        [fromReadModel.rendered_status, fromReadModel.screenshots, fromReadModel.checks.rendered],
        [job.rendered_status, job.screenshots, job.checks.rendered],
        'the read model holds the rendered status, screenshots and checks',
      );
    } finally {
      await fresh.stop();
    }
  });
});

t.test('a page is rendered offline: an outside address and the API itself are blocked and reported', async (t) => {
  let received = 0;
  const outside = createServer((_request, response) => {
    received++;
    response.end('reached');
  });
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise((resolve) => outside.close(resolve)));
  const outsideUrl = `http://127.0.0.1:${(outside.address() as AddressInfo).port}/collect`;
  const apiUrl = `${stack.baseUrl}/healthz`;
  await withRenderer({}, {}, async () => {
    const jobId = await generate(`A page that phones home reach ${outsideUrl} ${apiUrl}`);
    const job = await rendered(jobId);
    t.equal(job.rendered_status, 'done');
    // Chromium's own private-network rules also keep a page of an unknown origin from loopback
    // addresses; with them off (tried by hand), only the renderer's routes keep this at 0.
    t.equal(received, 0, 'the outside server received nothing');
    const blocked = job.checks.rendered.problems.filter((problem: { rule: string }) => problem.rule === 'blocked-request');
    for (const device of ['desktop', 'phone']) {
      for (const url of [outsideUrl, apiUrl]) {
        t.ok(
          blocked.some(
            (problem: { device: string; message: string; page: string }) =>
              problem.device === device && problem.page === 'index.html' && problem.message.includes(url),
          ),
          `${url} blocked and reported at ${device} width`,
        );
      }
    }
  });
});

t.test('a page that overflows a phone, an image that does not load and faint text: each named with its element', async (t) => {
  await withRenderer({}, {}, async () => {
    const job = await rendered(await generate('A page that is wide, has a broken image and faint text'));
    t.equal(job.rendered_status, 'done', job.rendered_error);
    const problems: { page: string; device: string; rule: string; selector: string; message: string }[] = job.checks.rendered.problems;
    const find = (rule: string, device: string) => problems.find((problem) => problem.rule === rule && problem.device === device);
    t.match(find('horizontal-overflow', 'phone'), { page: 'index.html', selector: /div\.wide$/ }, 'the 900 px box at 375 px');
    t.notOk(find('horizontal-overflow', 'desktop'), 'not at 1280 px, where it fits');
    t.match(find('broken-image', 'desktop'), { page: 'index.html', selector: /img\.shopfront$/, message: /missing\.png/ });
    t.match(find('failed-request', 'desktop'), { message: /missing\.png/ }, 'the file it asked for is not there');
    t.match(find('color-contrast', 'desktop'), { selector: /p\.faint(:nth-of-type\(\d+\))?$/ }, 'light grey on cream fails WCAG AA');
    const clean = await rendered(await generate('A plain page'));
    t.same(clean.checks.rendered.problems, [], 'the same page without them has no problem');
  });
});

t.test('a page that never finishes is reported past its time limit, and the renderer goes on', async (t) => {
  // 5 s, not less: the calm page after it must render within the same limit on a loaded CI machine
  // (at 2 s it was once cut off too, and had no screenshots).
  await withRenderer({ RENDERER_PAGE_TIMEOUT_MS: '5000' }, {}, async () => {
    const started = Date.now();
    const jobId = await generate('A page whose script hangs');
    const job = await rendered(jobId);
    t.equal(job.rendered_status, 'done', job.rendered_error);
    t.same(
      job.checks.rendered.problems
        .filter((problem: { rule: string }) => problem.rule === 'page-timeout')
        .map((problem: { page: string; device: string }) => [problem.page, problem.device]),
      [
        ['index.html', 'desktop'],
        ['index.html', 'phone'],
      ],
      'each device reports the page past its limit',
    );
    t.ok(Date.now() - started < 30_000, 'within the limits, not a hang');
    const next = await rendered(await generate('A calm bakery page'));
    t.equal(next.screenshots.length, 2, `the next job is rendered as ever (${JSON.stringify(next.checks?.rendered?.problems ?? [])})`);
  });
});

t.test('without Chromium every ready job is recorded unavailable, said once at start, and is otherwise unchanged', async (t) => {
  const { logger, lines } = loggerWithLines({ level: 'info' });
  await withRenderer({ CHROMIUM_PATH: '/nonexistent/chromium' }, { logger }, async (renderer) => {
    t.equal(renderer.chromiumPath, null);
    const first = await generate('A florist page');
    const second = await generate('A bike shop page');
    for (const jobId of [first, second]) {
      const job = await rendered(jobId);
      t.match(job, { status: 'ready', rendered_status: 'unavailable', screenshots: [], error: '', error_code: '' });
      t.equal(job.rendered_error, NO_CHROMIUM_LINE, 'why, in plain words');
      t.equal(job.checks.rendered, null);
      t.equal(typeof job.checks.html_valid, 'boolean', "the job's own quality report is there as ever");
      t.equal(job.files.length, 2, 'and its files');
      const screenshot = await stack.http('GET', `/job/${jobId}/screenshots/index.html`, { apiKey: owner.apiKey });
      t.equal(screenshot.status, 404);
    }
  });
  t.equal(lines.filter((line) => line.msg === NO_CHROMIUM_LINE).length, 1, 'the missing browser is stated once');
});

t.test('Chromium killed mid-render is launched again and the job is rendered once', async (t) => {
  let kills = 0;
  const beforePage = () => {
    if (kills > 0) return;
    kills++;
    // Chromium is this process's child (playwright-core launches it from here).
    const pids = execFileSync('pgrep', ['-P', String(process.pid), '-f', 'chromium'])
      .toString()
      .trim()
      .split('\n')
      .map(Number);
    for (const pid of pids) process.kill(pid, 'SIGKILL');
  };
  await withRenderer({}, { beforePage }, async () => {
    const jobId = await generate('A page rendered twice');
    const job = await rendered(jobId);
    t.equal(kills, 1, 'Chromium was killed during the first render');
    t.equal(job.rendered_status, 'done', 'the job was rendered by the Chromium launched again');
    t.equal(job.screenshots.length, 2);
    t.same(
      (await eventTypes(jobId)).filter((type) => type === 'JobRendered'),
      ['JobRendered'],
      'one JobRendered in the log',
    );
  });
});
