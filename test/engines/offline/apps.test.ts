// Each small app, used the way a person would: in headless Chromium on a served site.
import t from 'tap';
import type { Page } from 'playwright-core';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import { launchBrowser } from '../../support/site-quality/browser-checks.ts';
import { serveFiles } from '../../support/site-quality/serve-files.ts';

const site = generateSite(
  'A productivity site called Taskpad with a to-do list, a calculator, a quiz with 3 questions, a pomodoro timer, search and filter, a sortable data table, tabs, a modal, a shopping cart, a multi-step form, a sign up form, a memory game, a gallery, a contact form, a countdown and a dark mode toggle',
);
const served = await serveFiles(site.files);
const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
t.teardown(async () => {
  await context.close();
  await browser.close();
  await served.close();
});
const errors: string[] = [];

async function open(): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(`${served.url}index.html`);
  return page;
}

t.test('to-do list: add a task, reload, it is still there', async (t) => {
  const page = await open();
  await page.fill('#todo-input', 'Buy flour');
  await page.click('[data-todo-form] button[type=submit]');
  await page.fill('#todo-input', 'Call the mill');
  await page.press('#todo-input', 'Enter');
  t.equal(await page.textContent('[data-todo-count]'), '2');
  await page.reload();
  t.same(await page.$$eval('[data-todo-list] label', (els) => els.map((e) => e.textContent)), ['Buy flour', 'Call the mill']);
  t.same(
    await page.$$eval('[data-todo-list] button', (els) => els.map((e) => e.getAttribute('aria-label'))),
    ['Remove: Buy flour', 'Remove: Call the mill'],
    'remove buttons say what they do',
  );
  await page.check('#todo-item-0');
  t.equal(await page.textContent('[data-todo-count]'), '1');
  await page.click('[data-todo-clear]');
  t.same(await page.$$eval('[data-todo-list] label', (els) => els.map((e) => e.textContent)), ['Call the mill']);
  await page.close();
});

t.test('calculator: 7 + 8 = 15', async (t) => {
  const page = await open();
  for (const key of ['7', '+', '8', '=']) await page.click(`[data-calculator] [data-key="${key}"]`);
  t.equal(await page.textContent('[data-calc-display]'), '15');
  for (const key of ['×', '2', '=']) await page.click(`[data-calculator] [data-key="${key}"]`);
  t.equal(await page.textContent('[data-calc-display]'), '30');
  for (const key of ['C', '1', '÷', '0', '=']) await page.click(`[data-calculator] [data-key="${key}"]`);
  t.equal(await page.textContent('[data-calc-display]'), 'Error');
  await page.close();
});

t.test('timer counts down', async (t) => {
  const page = await open();
  t.equal(await page.textContent('[data-timer-display]'), '25:00');
  await page.click('[data-timer-toggle]');
  await page.waitForFunction(() => document.querySelector('[data-timer-display]')?.textContent === '24:58', undefined, { timeout: 5000 });
  await page.click('[data-timer-toggle]');
  await page.click('[data-timer-reset]');
  t.equal(await page.textContent('[data-timer-display]'), '25:00');
  await page.close();
});

t.test('quiz gives a score', async (t) => {
  const page = await open();
  for (let i = 0; i < 3; i++) {
    await page.check('[data-quiz-options] input >> nth=0');
    await page.click('[data-quiz-check]');
    t.match(await page.textContent('[data-quiz-feedback]'), /Correct|Not quite/);
    if (i < 2) await page.click('[data-quiz-next]');
  }
  t.match(await page.textContent('[data-quiz-score]'), /^Your score: \d \/ 3$/);
  await page.close();
});

t.test('search, filter and sort', async (t) => {
  const page = await open();
  const total = Number(await page.textContent('[data-explorer-count]'));
  await page.fill('#explorer-search', 'write');
  t.equal(await page.textContent('[data-explorer-count]'), '1');
  await page.fill('#explorer-search', '');
  await page.selectOption('#explorer-category', 'Done');
  t.ok(Number(await page.textContent('[data-explorer-count]')) < total);
  await page.selectOption('#explorer-category', '');
  await page.selectOption('#explorer-sort', '3:desc');
  const first = await page.$eval('[data-explorer-list] [data-item]:not([hidden]) h3', (el) => el.textContent);
  t.equal(first, 'Design homepage', 'most hours first');
  await page.close();
});

t.test('sortable table: sort, add and delete rows', async (t) => {
  const page = await open();
  await page.click('[data-sort="3"]');
  t.equal(await page.$eval('[data-sortable] tbody tr th', (el) => el.textContent), 'Client review');
  await page.click('[data-sort="3"]');
  t.equal(await page.$eval('[data-sortable] tbody tr th', (el) => el.textContent), 'Design homepage');
  const rows = await page.$$eval('[data-sortable] tbody tr', (els) => els.length);
  await page.click('.add-record summary');
  for (let i = 0; i < 5; i++) await page.fill(`#record-${i}`, i === 3 ? '5' : `value ${i}`);
  await page.click('[data-add-record] button[type=submit]');
  t.equal(await page.$$eval('[data-sortable] tbody tr', (els) => els.length), rows + 1);
  await page.click('[data-delete-row] >> nth=0');
  t.equal(await page.$$eval('[data-sortable] tbody tr', (els) => els.length), rows);
  await page.close();
});

t.test('tabs, modal, lightbox, dark mode', async (t) => {
  const page = await open();
  await page.click('#tab-1');
  t.equal(await page.getAttribute('#tab-1', 'aria-selected'), 'true');
  t.ok(await page.isHidden('#tab-panel-0'));
  await page.press('#tab-1', 'ArrowRight');
  t.equal(await page.getAttribute('#tab-2', 'aria-selected'), 'true');
  await page.click('[data-open-modal]');
  t.ok(await page.isVisible('#info-dialog'));
  await page.click('#info-dialog [data-close-modal]');
  t.ok(await page.isHidden('#info-dialog'));
  await page.click('[data-lightbox="1"]');
  t.ok(await page.isVisible('dialog.lightbox'));
  await page.click('[data-lightbox-next]');
  t.equal(await page.textContent('[data-lightbox-caption]'), 'Behind the scenes');
  await page.click('[data-lightbox-close]');
  await page.click('[data-theme-toggle]');
  t.ok(await page.evaluate(() => document.documentElement.classList.contains('theme-dark')));
  await page.reload();
  t.ok(await page.evaluate(() => document.documentElement.classList.contains('theme-dark')), 'preference kept');
  await page.close();
});

t.test('cart with a live count', async (t) => {
  const page = await open();
  await page.click('[data-add-item] >> nth=0');
  await page.click('[data-add-item] >> nth=0');
  await page.click('[data-add-item] >> nth=1');
  t.equal(await page.textContent('[data-cart-count]'), '3');
  t.equal(await page.$$eval('[data-cart-lines] li', (els) => els.length), 2);
  const removeNames = await page.$$eval('[data-cart-lines] button', (els) =>
    els.map((e) => `${e.textContent} | ${e.getAttribute('aria-label')}`),
  );
  t.equal(removeNames.length, 2, 'one Remove button a cart line');
  t.ok(
    removeNames.every((n) => /^Remove \| Remove: /.test(n)),
    `cart lines have Remove buttons, not Close: ${removeNames.join(', ')}`,
  );
  await page.click('[data-checkout]');
  t.match(await page.textContent('[data-cart-status]'), /demo shop/);
  t.equal(await page.textContent('[data-cart-count]'), '0');
  await page.close();
});

t.test('forms validate in the browser', async (t) => {
  const page = await open();
  await page.click('#contact button[type=submit]');
  t.equal(await page.getAttribute('#contact-email', 'aria-invalid'), 'true');
  t.equal(await page.textContent('#contact-name-error'), 'Please fill in this field.');
  await page.fill('#contact-name', 'Ada');
  await page.fill('#contact-email', 'not-an-email');
  await page.fill('#contact-message', 'Hello');
  await page.click('#contact button[type=submit]');
  t.equal(await page.textContent('#contact-email-error'), 'Please enter a valid email address.');
  await page.fill('#contact-email', 'ada@example.com');
  await page.click('#contact button[type=submit]');
  t.match(await page.textContent('#contact .form-status'), /Thank you/);
  await page.fill('#signup-name', 'Ada');
  await page.fill('#signup-email', 'ada@example.com');
  await page.fill('#signup-password', 'secret-1');
  await page.fill('#signup-confirm', 'secret-2');
  await page.click('#signup button[type=submit]');
  t.equal(await page.getAttribute('#signup-confirm', 'aria-invalid'), 'true');
  await page.click('[data-wizard-next]');
  t.notOk(await page.isHidden('[data-wizard-error]'), 'step 1 needs its fields');
  await page.fill('#wizard-name', 'Ada');
  await page.fill('#wizard-email', 'ada@example.com');
  await page.click('[data-wizard-next]');
  await page.click('[data-wizard-next]');
  t.match(await page.textContent('[data-wizard-summary]'), /Ada/);
  await page.click('[data-wizard-finish]');
  t.match(await page.textContent('[data-wizard-status]'), /All done/);
  await page.close();
});

t.test('memory game and countdown', async (t) => {
  const page = await open();
  t.equal(await page.$$eval('.game-tile', (els) => els.length), 16);
  const symbols = await page.$$eval('.game-tile', (els) => els.map((e) => (e as HTMLElement).dataset.symbol));
  const first = symbols[0];
  const pair = symbols.indexOf(first, 1);
  await page.click('.game-tile >> nth=0');
  await page.click(`.game-tile >> nth=${pair}`);
  t.equal(await page.textContent('[data-game-moves]'), '1');
  t.equal(await page.$$eval('.game-tile.matched', (els) => els.length), 2);
  t.not(await page.textContent('[data-unit="days"]'), '0');
  await page.close();
  t.same(errors, [], 'no errors in any page');
});
