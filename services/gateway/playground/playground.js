// The playground page's script: start a job, follow it live (Server-Sent Events read with fetch,
// since EventSource cannot send the Authorization header; `?wait=` long polls when a stream cannot
// be had), show its files, a sandboxed preview, a zip of the files, and report a deployment.
// Everything it loads comes from this origin (the page's Content-Security-Policy allows nothing
// else); the API key lives in sessionStorage and travels only in the Authorization header.
import { EventSourceParserStream } from '/playground/vendor/eventsource-parser/stream.js';
import { strToU8, zipSync } from '/playground/vendor/fflate.js';

const KEY_STORAGE = 'sitewright.apiKey';
const PROJECT_STORAGE = 'sitewright.projectId';
const LONG_POLL_SECONDS = 25;
const STREAM_QUIET_MS = 20_000;

const $ = (id) => document.getElementById(id);
// Previews are served on an origin of their own (PREVIEW_BASE_URL), never this page's.
const PREVIEW_BASE = document.querySelector('meta[name="sitewright-preview-base"]').content;
const form = $('generate-form');
const keyInput = $('api-key');
const requestInput = $('request');
const projectInput = $('project-id');
const sourceInput = $('source-url');
const filesInput = $('files');
const useBrandInput = $('use-brand');
const brandInput = $('brand-colour');
const formError = $('form-error');
const generateButton = $('generate');

/** What the page knows of the job it follows. */
let current = { jobId: '', job: null, seenAt: 0, follow: null };

// --- settings kept for this tab -------------------------------------------------------------
keyInput.value = sessionStorage.getItem(KEY_STORAGE) ?? '';
keyInput.addEventListener('input', () => sessionStorage.setItem(KEY_STORAGE, keyInput.value.trim()));
projectInput.value = sessionStorage.getItem(PROJECT_STORAGE) ?? `playground-${randomId()}`;
sessionStorage.setItem(PROJECT_STORAGE, projectInput.value);
projectInput.addEventListener('input', () => sessionStorage.setItem(PROJECT_STORAGE, projectInput.value.trim()));

function randomId() {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

// --- API calls ------------------------------------------------------------------------------
function headers(extra = {}) {
  return { authorization: `Bearer ${keyInput.value.trim()}`, accept: 'application/json', ...extra };
}

/** The API's error bodies carry a plain `error`; anything else is described by its status. */
async function failure(response) {
  try {
    const body = await response.json();
    if (body && typeof body.error === 'string' && body.error) return new Error(body.error);
  } catch {
    // not JSON
  }
  return new Error(`The service answered HTTP ${response.status}.`);
}

async function postJson(path, body, extraHeaders = {}) {
  const response = await fetch(path, {
    method: 'POST',
    headers: headers({ 'content-type': 'application/json', ...extraHeaders }),
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await failure(response);
  return response.json();
}

// --- starting a job -------------------------------------------------------------------------
const FILES_HINT = 'Choose or drop files (HTML, CSS, JavaScript ..., and images or fonts); they are the starting point.';
filesInput.addEventListener('change', () => {
  const names = Array.from(filesInput.files ?? [], (file) => file.name);
  $('files-hint').textContent = names.length ? `Chosen: ${names.join(', ')}` : FILES_HINT;
});

// Picking a colour means following it.
brandInput.addEventListener('input', () => {
  useBrandInput.checked = true;
});

// Images and fonts travel as base64 with `encoding: "base64"` (the service's binary formats; SVG is text).
const BINARY_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'ico', 'woff', 'woff2', 'ttf', 'otf']);
const isBinaryName = (name) => BINARY_EXTENSIONS.has(name.slice(name.lastIndexOf('.') + 1).toLowerCase());

/** A file's bytes as base64: read as a data: URL, which the browser encodes natively. */
function base64Of(file) {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** A chosen file as the request carries it. */
async function requestFile(file) {
  const path = file.webkitRelativePath || file.name;
  if (isBinaryName(path)) return { path, content: await base64Of(file), encoding: 'base64' };
  return { path, content: await file.text() };
}

/** A job's file as bytes (for the zip): a binary file's decoded base64, a text file's UTF-8. */
function bytesOf(file) {
  if (file.encoding !== 'base64') return strToU8(file.content);
  const text = atob(file.content);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  formError.textContent = '';
  const query = requestInput.value.trim();
  if (!keyInput.value.trim()) return showFormError('Paste your API key first.', keyInput);
  if (!query) return showFormError('Write a request first: what should the site be, or what should change?', requestInput);
  const request = { query };
  const project = projectInput.value.trim();
  if (project) request.project_id = project;
  const source = sourceInput.value.trim();
  if (source) request.source_url = source;
  // The brand colour as a design tokens document (W3C format): the engines give it the brand's part.
  if (useBrandInput.checked) request.design_tokens = { color: { brand: { primary: { $type: 'color', $value: brandInput.value } } } };
  const chosen = Array.from(filesInput.files ?? []);
  if (chosen.length) request.files = await Promise.all(chosen.map(requestFile));

  generateButton.disabled = true;
  try {
    // A fresh key per press: a retried press never starts the same job twice.
    const started = await postJson('/generate', request, { 'idempotency-key': crypto.randomUUID() });
    startFollowing(started);
  } catch (error) {
    showFormError(messageOf(error));
  } finally {
    generateButton.disabled = false;
  }
});

function showFormError(message, field) {
  formError.textContent = message;
  field?.focus();
}

const messageOf = (error) =>
  error instanceof Error && error.message && error.message !== 'Failed to fetch'
    ? error.message
    : 'Could not reach the service. Check your connection and try again.';

// --- following a job ------------------------------------------------------------------------
function startFollowing(started) {
  current.follow?.abort();
  const follow = new AbortController();
  current = { jobId: started.job_id, job: null, seenAt: 0, follow };
  for (const id of ['job-panel', 'files-panel', 'preview-panel', 'deploy-panel', 'shots-panel']) $(id).hidden = false;
  showShots([], 'Screenshots at 1280 and 375 px appear once the job is ready and rendered.');
  $('job-id').textContent = started.job_id;
  $('job-deployment').textContent = '—';
  $('deploy-result').textContent = '';
  $('file-list').replaceChildren();
  delete $('file-list').dataset.paths;
  $('file-view').hidden = true;
  $('download').disabled = true;
  setPreview(
    null,
    started.sandbox_session ? 'The preview appears when the job is ready.' : 'No preview without a project id; the files are below.',
  );
  setStatus('building', 'Starting…');
  followJob(started.job_id, follow.signal).catch((error) => {
    if (!follow.signal.aborted) setStatus('failed', `Lost track of the job: ${messageOf(error)}`);
  });
}

async function followJob(jobId, signal) {
  const final = await followStream(jobId, signal);
  if (!final && !signal.aborted) await longPoll(jobId, signal);
  if (!signal.aborted) await followRendering(jobId, signal);
}

/** A ready job's screenshots come after it is ready (the renderer's own event): polled for up to two minutes. */
async function followRendering(jobId, signal) {
  const deadline = Date.now() + 120_000;
  while (current.job?.status === 'ready' && current.job.rendered_status === 'pending' && Date.now() < deadline && !signal.aborted) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const response = await fetch(`/job/${encodeURIComponent(jobId)}`, { headers: headers(), signal });
    if (response.status === 200) showJob(await response.json());
  }
}

/**
 * Returns true once the job is final; false when the stream could not be had, broke off, or
 * cannot be trusted: a stream can miss a change that falls between the service reading the job and
 * hearing its changes, so one poll checks its first message, and a stream that brings nothing new
 * for 20 s is left for long polls.
 */
async function followStream(jobId, signal) {
  const leave = new AbortController();
  const streamSignal = AbortSignal.any([signal, leave.signal]);
  let quiet;
  const heard = () => {
    clearTimeout(quiet);
    quiet = setTimeout(() => leave.abort(), STREAM_QUIET_MS);
  };
  let checked = false;
  const checkFirst = async (tag) => {
    checked = true;
    const response = await fetch(`/job/${encodeURIComponent(jobId)}`, { headers: headers({ 'if-none-match': tag }), signal: streamSignal });
    await response.body?.cancel();
    if (response.status === 200 && response.headers.get('etag') !== tag) leave.abort();
  };
  try {
    heard();
    let response;
    try {
      response = await fetch(`/job/${encodeURIComponent(jobId)}/events`, {
        headers: headers({ accept: 'text/event-stream' }),
        signal: streamSignal,
      });
    } catch {
      return false;
    }
    // These would answer the same to a poll: say so instead.
    if (response.status === 401 || response.status === 404) throw await failure(response);
    if (!response.ok || !response.body || !(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      await response.body?.cancel();
      return false;
    }
    try {
      const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
      for await (const message of events) {
        if (message.event !== 'job') continue;
        heard();
        const job = JSON.parse(message.data);
        showJob(job);
        if (isFinal(job)) return true;
        if (!checked) checkFirst(message.id ?? '').catch(() => {});
      }
    } catch {
      // Broken off or left: long polls take over.
    }
    return false;
  } finally {
    clearTimeout(quiet);
    leave.abort();
  }
}

async function longPoll(jobId, signal) {
  let etag = '';
  for (;;) {
    const started = Date.now();
    const path = etag ? `/job/${encodeURIComponent(jobId)}?wait=${LONG_POLL_SECONDS}` : `/job/${encodeURIComponent(jobId)}`;
    const response = await fetch(path, { headers: headers(etag ? { 'if-none-match': etag } : {}), signal });
    if (response.status === 200) {
      etag = response.headers.get('etag') ?? '';
      const job = await response.json();
      showJob(job);
      if (isFinal(job)) return;
    } else if (response.status !== 304) {
      if (response.status !== 429 && response.status !== 503) throw await failure(response);
    }
    const pause = 2000 - (Date.now() - started);
    if (pause > 0 && (response.status !== 200 || !etag)) await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

const isFinal = (job) => job.status === 'ready' || job.status === 'failed';

// --- showing a job --------------------------------------------------------------------------
function showJob(job) {
  current.job = job;
  current.seenAt = Date.now();
  const count = `${job.files.length} file${job.files.length === 1 ? '' : 's'}`;
  if (job.status === 'failed') setStatus('failed', `Failed: ${job.error}`);
  else if (job.status === 'ready') setStatus('ready', `Ready: ${count}. ${job.progress}`);
  else setStatus(job.status, `${job.status === 'partial' ? 'Writing' : 'Building'}: ${count} so far. ${job.progress}`);
  showElapsed();
  $('job-deployment').textContent = job.deployment_id || '—';
  showFiles(job.files);
  $('download').disabled = job.files.length === 0;
  if (job.status === 'ready' && job.sandbox_session) void showPreview(job);
  if (job.status === 'failed') setPreview(null, 'No preview: the job failed.');
  void showRendering(job);
}

// --- screenshots ----------------------------------------------------------------------------
const RENDERING_NOTES = {
  pending: 'Screenshots at 1280 and 375 px appear once the job is ready and rendered.',
  unavailable: 'No screenshots: the service has no Chromium to render pages with.',
  failed: 'No screenshots: the renderer could not render this job.',
};

async function showRendering(job) {
  if (job.status === 'failed') return showShots([], 'No screenshots: the job failed.');
  if (job.rendered_status !== 'done') return showShots([], RENDERING_NOTES[job.rendered_status] ?? '');
  const shown = $('shot-list').dataset.job;
  if (shown === job.job_id) return;
  $('shot-list').dataset.job = job.job_id;
  const items = await Promise.all(job.screenshots.map((shot) => shotItem(shot)));
  showShots(items, `${job.screenshots.length} screenshot${job.screenshots.length === 1 ? '' : 's'}; select one to open it full size.`);
}

/** One thumbnail: the PNG fetched with the key and shown from a blob: URL (an <img> cannot send the key). */
async function shotItem(shot) {
  const item = document.createElement('li');
  const caption = `${shot.page}, ${shot.device} (${shot.width} px wide)`;
  try {
    const response = await fetch(shot.url, { headers: headers({ accept: 'image/png' }) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.target = '_blank';
    link.rel = 'noopener';
    const image = document.createElement('img');
    image.src = url;
    image.alt = `Screenshot of ${caption}`;
    image.className = `shot ${shot.device}`;
    link.append(image);
    const text = document.createElement('span');
    text.textContent = caption;
    item.append(link, text);
  } catch (error) {
    item.textContent = `${caption}: could not be loaded (${messageOf(error)})`;
  }
  return item;
}

function showShots(items, note) {
  const list = $('shot-list');
  if (items.length === 0) {
    delete list.dataset.job;
    list.replaceChildren();
  } else list.replaceChildren(...items);
  $('shots-note').textContent = note;
}

function setStatus(kind, text) {
  const status = $('job-status');
  status.className = `status ${kind}`;
  status.textContent = text;
}

function showElapsed() {
  const { job, seenAt } = current;
  if (!job) return;
  const running = !isFinal(job);
  const seconds = job.elapsed_seconds + (running ? (Date.now() - seenAt) / 1000 : 0);
  $('job-elapsed').textContent = `${seconds.toFixed(1)} s`;
}
setInterval(showElapsed, 1000);

function showFiles(files) {
  const list = $('file-list');
  const viewing = $('file-view').hidden ? '' : $('file-view-name').textContent;
  const paths = files.map((file) => file.path).join('\n');
  // Rebuilt only when the list changed, so a person tabbing through it keeps their place.
  if (list.dataset.paths !== paths) {
    const focused = list.contains(document.activeElement) ? document.activeElement.textContent : null;
    list.replaceChildren(...files.map((file) => fileButton(file.path, file.path === viewing)));
    list.dataset.paths = paths;
    if (focused)
      Array.from(list.querySelectorAll('button'))
        .find((button) => button.textContent === focused)
        ?.focus();
  }
  const file = files.find((f) => f.path === viewing);
  if (file) $('file-view-content').textContent = viewText(file);
}

/** What the file view shows: a text file's text; for an image or a font, what it is, not its base64. */
function viewText(file) {
  if (file.encoding !== 'base64') return file.content;
  const bytes = Math.floor((file.content.length * 3) / 4) - (file.content.endsWith('==') ? 2 : file.content.endsWith('=') ? 1 : 0);
  return `A binary file (${file.language}) of ${bytes.toLocaleString('en')} bytes: see it in the preview or the zip.`;
}

function fileButton(path, pressed) {
  const item = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = path;
  button.setAttribute('aria-pressed', String(pressed));
  button.addEventListener('click', () => openFile(path));
  item.append(button);
  return item;
}

function openFile(path) {
  const file = current.job?.files.find((f) => f.path === path);
  if (!file) return;
  $('file-view').hidden = false;
  $('file-view-name').textContent = file.path;
  $('file-view-content').textContent = viewText(file);
  for (const button of $('file-list').querySelectorAll('button')) button.setAttribute('aria-pressed', String(button.textContent === path));
}

// --- preview --------------------------------------------------------------------------------
function setPreview(src, note, jobId = '') {
  const frame = $('preview');
  if (src) frame.src = src;
  else frame.removeAttribute('src');
  frame.dataset.job = jobId;
  $('preview-note').textContent = note;
}

/** The job whose preview is being waited for, so that two polls do not both wait and set it. */
let previewing = '';

/**
 * The project's live preview serves its latest ready version once the read model has it: wait
 * until it serves this job's index.html, then show it (a query string makes the frame reload).
 */
async function showPreview(job) {
  // Each later poll of a ready job (its screenshots arriving, say) leaves a shown preview alone:
  // setting the frame's src again would reload it under the person's eyes.
  if (previewing === job.job_id || $('preview').dataset.job === job.job_id) return;
  previewing = job.job_id;
  try {
    await waitAndShowPreview(job);
  } finally {
    previewing = '';
  }
}

async function waitAndShowPreview(job) {
  const base = `${PREVIEW_BASE}/preview/${encodeURIComponent(job.sandbox_session)}/`;
  const index = job.files.find((file) => file.path === 'index.html');
  for (let tries = 0; tries < 40 && current.jobId === job.job_id; tries++) {
    const response = await fetch(`${base}index.html`, { cache: 'no-store' }).catch(() => null);
    if (response?.ok && (!index || (await response.text()) === index.content)) {
      setPreview(`${base}?job=${encodeURIComponent(job.job_id)}`, 'The site as it is served, in a sandboxed frame.', job.job_id);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (current.jobId === job.job_id) setPreview(null, 'The preview is not available yet; the files are below.');
}

// --- download -------------------------------------------------------------------------------
$('download').addEventListener('click', () => {
  const job = current.job;
  if (!job || job.files.length === 0) return;
  const entries = Object.fromEntries(job.files.map((file) => [file.path, bytesOf(file)]));
  const blob = new Blob([zipSync(entries, { level: 6 })], { type: 'application/zip' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `${job.project_id || job.job_id}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
});

// --- deployment report ----------------------------------------------------------------------
$('deploy-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const result = $('deploy-result');
  const url = $('deploy-url').value.trim();
  if (!current.jobId) return;
  if (!url) {
    result.textContent = 'Write the address where the site is live first.';
    return;
  }
  $('report').disabled = true;
  try {
    const answer = await postJson(`/job/${encodeURIComponent(current.jobId)}/deployed`, { deploy_url: url });
    result.textContent = `Reported ${answer.deploy_url} (deployment ${answer.deployment_id}).`;
  } catch (error) {
    result.textContent = messageOf(error);
  } finally {
    $('report').disabled = false;
  }
});
