// A list people add to and remove from, however it is named, is the to-do widget (a box to type
// in, a button to add, the list, a way to remove), headed with the list's own name; it asks for no
// cart and no blog. A shop that asks for "add to cart" keeps its cart.
import t from 'tap';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';

const sections = (query: string) => generateSite(query).plan.pages.flatMap((p) => p.sections);
const html = (query: string) =>
  generateSite(query)
    .files.filter((f) => f.path.endsWith('.html'))
    .map((f) => f.content)
    .join('\n');

t.test('a list to add to and remove from is the to-do widget, under its own name', async (t) => {
  const cases: [string, string][] = [
    ['A packing list app for my holidays', 'Packing list'],
    ['A packing list for our camping trips', 'Packing list'],
    ['A grocery list where I can add and remove items', 'Grocery list'],
    ['A shopping list app to add items and tick them off', 'Shopping list'],
    ['A task board: add tasks, remove them when done', 'Task board'],
    ['A simple reading list where I can add books and remove them', 'Reading list'],
    ['Une liste de choses à faire pour la maison', 'Liste de choses à faire'],
    ['Una lista de la compra sencilla para la familia', 'Lista de la compra'],
    ['Eine Einkaufsliste für die ganze Familie', 'Einkaufsliste'],
    ['Make me a simple checklist for moving house where I can add and delete items', 'Checklist'],
    ['A page to keep a list of chores: add a chore, remove it when done', 'List of chores'],
    ['Una app de lista de tareas para el trabajo', 'Lista de tareas'],
  ];
  for (const [query, heading] of cases) {
    const found = sections(query);
    t.ok(found.includes('todo'), `${query}: the to-do widget`);
    t.notOk(found.includes('cart') || found.includes('product') || found.includes('blog'), `${query}: no cart, product or blog`);
    const page = html(query);
    t.match(page, 'data-todo-form', `${query}: a form to add`);
    t.match(page, `<h2 id="todo-title">${heading}</h2>`, `${query}: headed ${heading}`);
  }
});

t.test('a bigger site with a list keeps its kind; a shop with "add to cart" keeps its cart', async (t) => {
  const travel = generateSite('A travel agency in Leeds with tours, a gallery and a packing list');
  t.equal(travel.request.kind.id, 'travel');
  t.ok(travel.plan.pages[0]!.sections.includes('todo'));
  t.notOk(
    travel.request.items.some((i) => /list/i.test(i.name)),
    'the list is no card of its own',
  );
  const shop = sections('An online candle shop with add to cart and a checkout');
  t.ok(shop.includes('cart'));
  t.notOk(shop.includes('todo'));
});
