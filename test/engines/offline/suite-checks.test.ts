// The large suite's checks (test/support/site-quality/asked-for.ts, page-facts.ts, widget-checks.ts)
// can fail: one right site written by hand passes every kind, and two deliberately wrong ones fail
// each kind somewhere, for the reason a person would give (a name missing, a link to '#', one date
// field, a price beside the wrong item, a light page, a widget that does nothing, a boast).
import t from 'tap';
import { checkAskedFor, describe, type Expectation } from '../../support/site-quality/asked-for.ts';
import { launchBrowser } from '../../support/site-quality/browser-checks.ts';

t.setTimeout(120_000);
const browser = await launchBrowser();
t.teardown(() => browser.close());

const html = (title: string, style: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>${style}</style></head><body>${body}</body></html>`;

const TODO_SCRIPT = `<script>
document.querySelector('#todo').addEventListener('submit', function (e) {
  e.preventDefault();
  var input = document.querySelector('#task');
  var li = document.createElement('li');
  li.textContent = input.value + ' ';
  var remove = document.createElement('button');
  remove.type = 'button';
  remove.textContent = 'Remove';
  remove.addEventListener('click', function () { li.remove(); });
  li.appendChild(remove);
  document.querySelector('#tasks').appendChild(li);
  input.value = '';
});
</script>`;
const CART_SCRIPT = `<script>
document.querySelector('#add').addEventListener('click', function () {
  var count = document.querySelector('#count');
  count.textContent = String(Number(count.textContent) + 1);
});
</script>`;
const FORMS = (checkOut: string) => `
<form id="todo"><label for="task">New task</label><input id="task" type="text"><button type="submit">Add</button></form><ul id="tasks"></ul>
<form><label for="in">Check-in</label><input id="in" type="date"><label for="out">Check-out</label><input id="out" type="${checkOut}">
<label for="mail">Email</label><input id="mail" type="email"><button type="submit">Book</button></form>`;

const RIGHT = [
  {
    path: 'index.html',
    content: html(
      'Harbour Lights Café',
      'body { background: #111; color: #eee; } button { background: #e67e22; color: #000; }',
      `<header><a href="index.html">Harbour Lights Café</a><nav><a href="index.html">Home</a> <a href="menu.html">Menu</a></nav>
<a href="#cart">Cart (<span id="count">0</span>)</a></header>
<main><h1>Harbour Lights Café</h1><p>A new café on the harbour, opened this spring.</p>
<table><tr><td>Flat white</td><td>£3.20</td></tr><tr><td>Cinnamon scone</td><td>£2.50</td></tr></table>
<button type="button" id="add">Add to cart</button>${FORMS('date')}</main>
<footer><a href="https://www.instagram.com/harbourlights">Instagram</a></footer>${TODO_SCRIPT}${CART_SCRIPT}`,
    ),
  },
  {
    path: 'menu.html',
    content: html('Menu', 'body { background: #111; color: #eee; }', '<nav><a href="index.html">Home</a></nav><main><h1>Menu</h1></main>'),
  },
];

// Wrong in the plain ways: no name, no items, a link to '#', one page, prices in dollars, light and
// blue, a to-do form with no script (it reloads the page), a cart button that does nothing, a boast.
const WRONG_PLAIN = [
  {
    path: 'index.html',
    content: html(
      'Welcome',
      'body { background: #fff; color: #222; } button { background: #1e5aa8; color: #fff; }',
      `<header><a href="index.html">Welcome</a><nav><a href="index.html">Home</a></nav><span>Cart (<span>0</span>)</span></header>
<main><h1>Welcome</h1><p>With 15 years of experience in coffee.</p><p>Coffee $3.20</p>
<button type="button">Add to cart</button>${FORMS('text')}</main>
<footer><a href="#">Instagram</a></footer>`,
    ),
  },
];

// Wrong in subtler ways: prices swapped between the items, the link in the header and not the
// footer, the menu page not in the navigation, a dark header on a light page with orange only in
// the header, a to-do list that cannot remove, a cart count that never changes, check-out as text.
const WRONG_SUBTLE = [
  {
    path: 'index.html',
    content: html(
      'Harbour Lights Café',
      'body { background: #fafafa; color: #111; } header { background: #e67e22; } button { background: #444; color: #fff; }',
      `<header><a href="index.html">Harbour Lights Café</a> <a href="https://www.instagram.com/harbourlights">Instagram</a>
<nav><a href="index.html">Home</a></nav><span>Cart (<span>0</span>)</span></header>
<main><h1>Harbour Lights Café</h1><p>Since 2009 on the harbour.</p>
<table><tr><td>Flat white</td><td>£2.50</td></tr><tr><td>Cinnamon scone</td><td>£3.20</td></tr></table>
<button type="button" id="add">Add to cart</button>
<form id="todo"><label for="task">New task</label><input id="task" type="text"><button type="submit">Add</button></form><ul id="tasks"></ul>
<form><label for="in">Check-in</label><input id="in" type="date"><label for="out">Check-out</label><input id="out" type="text"></form></main>
<footer><p>Harbour Lights Café</p></footer>
<script>
document.querySelector('#todo').addEventListener('submit', function (e) {
  e.preventDefault();
  var li = document.createElement('li');
  li.textContent = document.querySelector('#task').value;
  document.querySelector('#tasks').appendChild(li);
});
</script>`,
    ),
  },
  { path: 'menu.html', content: html('Menu', '', '<main><h1>Menu</h1></main>') },
];

const EXPECTS: Expectation[] = [
  { name: 'Harbour Lights Café' },
  { item: 'Flat white' },
  { item: 'Cinnamon scone' },
  { namedLink: /Instagram/i },
  { namedLink: /Instagram/i, where: 'footer' },
  { input: /check-?in/i, types: ['date'] },
  { input: /check-?out/i, types: ['date'] },
  { pages: 2, named: [/menu/i] },
  { price: 'Flat white', amount: 3.2, currency: '£' },
  { price: 'Cinnamon scone', amount: 2.5, currency: '£' },
  { theme: 'dark' },
  { colour: 'orange', where: 'buttons' },
  { widget: 'todo' },
  { widget: 'cart' },
  { absent: /years of experience|since (19|20)\d\d/i, what: 'no track record claimed' },
];
const all = EXPECTS.map(describe);
const pick = (...indexes: number[]) => indexes.map((i) => all[i]!);

t.test('the right site passes every check', async (t) => {
  const result = await checkAskedFor(browser, RIGHT, EXPECTS, '');
  t.same(result.missed, []);
  t.same(result.met, all);
});

t.test('the plain wrong site fails names, items, links, fields, pages, prices, theme, colour, widgets and the boast', async (t) => {
  const result = await checkAskedFor(browser, WRONG_PLAIN, EXPECTS, '');
  t.same(
    result.missed,
    all.filter((d) => d !== all[5]),
    'everything but the check-in field, which it has',
  );
  t.same(result.met, pick(5));
});

t.test('the subtle wrong site fails the footer link, check-out type, pages, prices, theme, colour, widgets and the boast', async (t) => {
  const result = await checkAskedFor(browser, WRONG_SUBTLE, EXPECTS, '');
  t.same(result.met, pick(0, 1, 2, 3, 5), 'name, items, a link somewhere, the check-in field');
  t.same(result.missed, pick(4, 6, 7, 8, 9, 10, 11, 12, 13, 14));
});

t.test('a light theme asked for fails on a dark page, and a header colour on a header of another colour', async (t) => {
  const asked: Expectation[] = [{ theme: 'light' }, { colour: 'orange', where: 'header' }];
  t.same((await checkAskedFor(browser, RIGHT, asked, '')).missed, asked.map(describe));
  t.same((await checkAskedFor(browser, WRONG_SUBTLE, asked, '')).missed, []);
});

t.test('text shown in capitals by CSS reads as written; hidden text and a pale red asked as red do not pass', async (t) => {
  const page = (body: string) => [
    { path: 'index.html', content: html('Town', '.up { text-transform: uppercase; } .pink { background: pink; }', body) },
  ];
  const town: Expectation[] = [{ text: /Adelaide/ }];
  t.same((await checkAskedFor(browser, page('<p class="up">Adelaide</p>'), town, '')).missed, [], 'ADELAIDE on screen is Adelaide');
  t.same(
    (await checkAskedFor(browser, page('<p class="up" hidden>Adelaide</p>'), town, '')).missed,
    town.map(describe),
    'hidden is not shown',
  );
  const pinkButton = page('<a class="button pink" href="/x">Buy</a>');
  t.same((await checkAskedFor(browser, pinkButton, [{ colour: 'pink', where: 'buttons' }], '')).missed, [], "CSS's pink is pink");
  t.same((await checkAskedFor(browser, pinkButton, [{ colour: 'red', where: 'buttons' }], '')).missed, ['red buttons'], 'and no red');
  const colouredButton = (css: string) => [
    { path: 'index.html', content: html('Town', `.tone { background: ${css}; }`, '<a class="button tone" href="/x">Buy</a>') },
  ];
  const purple: Expectation[] = [{ colour: 'purple', where: 'buttons' }];
  const pink: Expectation[] = [{ colour: 'pink', where: 'buttons' }];
  t.same((await checkAskedFor(browser, colouredButton('purple'), purple, '')).missed, [], "CSS's purple is purple");
  t.same((await checkAskedFor(browser, colouredButton('purple'), pink, '')).missed, ['pink buttons'], 'and no pink');
  t.same((await checkAskedFor(browser, colouredButton('fuchsia'), purple, '')).missed, ['purple buttons'], 'fuchsia is no purple');
});
