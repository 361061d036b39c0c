// Lists that open without "with" or "including": "I do ...", "Services are ...", a dash after the
// name, "should list ...", and the German, Spanish and French verbs of selling and offering. Each
// item is read as written and shows on the page.
import t from 'tap';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';

const names = (query: string) => parseRequest(query).items.map((i) => i.name);
const html = (query: string) =>
  generateSite(query)
    .files.filter((f) => f.path.endsWith('.html'))
    .map((f) => f.content)
    .join('\n');

t.test('"I do ...", "we offer ...": what a person or business says it does', async (t) => {
  t.same(names('I am a plumber in Hull. I do boiler repairs, leak fixes and bathroom fitting.'), [
    'boiler repairs',
    'leak fixes',
    'bathroom fitting',
  ]);
  t.same(names('Site for my dog grooming. I offer full grooms, nail clipping and puppy baths.'), [
    'full grooms',
    'nail clipping',
    'puppy baths',
  ]);
  t.same(names('A little bakery in Leeds: we bake rye loaves, cinnamon buns and seed crackers'), [
    'rye loaves',
    'cinnamon buns',
    'seed crackers',
  ]);
});

t.test('"Services are ...", "our beers are ...": a plural noun, then its list', async (t) => {
  t.same(names('Gardening business in Bath. Services are hedge trimming, lawn care and tree surgery.'), [
    'hedge trimming',
    'lawn care',
    'tree surgery',
  ]);
  t.same(names('A brewery site; our beers are Pale Ale, Dark Stout and Summer Lager'), ['Pale Ale', 'Dark Stout', 'Summer Lager']);
  t.same(names('Our treatments include deep tissue massage, reflexology, hot stones.'), [
    'deep tissue massage',
    'reflexology',
    'hot stones',
  ]);
  t.same(names('A cafe. Prices are fair and the staff are friendly.'), [], 'no list without a comma');
});

t.test('a dash after the name opens its list', async (t) => {
  t.same(names('Website for Spark Electrics - rewiring, fuse boxes, EV chargers'), ['rewiring', 'fuse boxes', 'EV chargers']);
  t.same(names('Page for Hill Joinery – kitchens, staircases, sash windows'), ['kitchens', 'staircases', 'sash windows']);
  t.same(names('Bright Paws — dog walking, pet sitting and vet trips'), ['dog walking', 'pet sitting', 'vet trips']);
});

t.test('names with articles and capitals, and quoted titles, are kept as written', async (t) => {
  t.same(names('A guesthouse in York with three rooms: the Ash, the Oak and the Willow'), ['The Ash', 'The Oak', 'The Willow']);
  t.same(names('A B&B. Rooms: the Harbour Suite, the Attic and the Garden Room.'), ['The Harbour Suite', 'The Attic', 'The Garden Room']);
  t.same(names('Band website. It should list "Low Tide" and "Old Roads" as our albums'), ['Low Tide', 'Old Roads as our albums']);
  t.same(names('An author page that must list “Salt Winter”, “The Long Field” and “Ninefold”'), [
    'Salt Winter',
    'The Long Field',
    'Ninefold',
  ]);
  const page = html('A guesthouse in York with three rooms: the Ash, the Oak and the Willow').toLowerCase();
  for (const room of ['the ash', 'the oak', 'the willow']) t.ok(page.includes(room), `${room} shows`);
});

t.test('German, Spanish and French verbs of selling and offering', async (t) => {
  t.same(names('Hofladen in Bayern. Wir verkaufen Äpfel, Birnen, Honig und Marmelade.'), ['Äpfel', 'Birnen', 'Honig', 'Marmelade']);
  t.same(names('Ein Studio in Köln. Wir bieten Yoga, Pilates und Meditation an.'), ['Yoga', 'Pilates', 'Meditation']);
  t.same(names('Una panadería. Vendemos pan de masa madre, empanadas y tartas.'), ['pan de masa madre', 'empanadas', 'tartas']);
  t.same(names('Un institut de beauté. Nous proposons soins du visage, épilation et manucure.'), [
    'soins du visage',
    'épilation',
    'manucure',
  ]);
  const page = html('Hofladen in Bayern. Wir verkaufen Äpfel, Birnen, Honig und Marmelade.');
  for (const item of ['Äpfel', 'Birnen', 'Honig', 'Marmelade']) t.ok(page.includes(item), `${item} shows`);
});

t.test('"it does ...", "she bakes ...": any subject; a listed product feature shows among the features', async (t) => {
  t.same(names('A SaaS landing page for Tally with features and pricing. It does invoicing, time tracking and expense reports.'), [
    'invoicing',
    'time tracking',
    'expense reports',
  ]);
  t.same(names('Website for my bakery. She bakes sourdough, bagels and rye.'), ['sourdough', 'bagels', 'rye']);
  t.same(names('I do not know, maybe blue or green'), [], '"do not" opens no list');
  const features = (query: string) => {
    const page = html(query);
    return [...(page.match(/<section id="features"[\s\S]*?<\/section>/)?.[0] ?? '').matchAll(/<h3>([^<]*)<\/h3>/g)].map((m) => m[1]);
  };
  t.same(features('A SaaS landing page for Tally with features and pricing. It does invoicing, time tracking and expense reports.'), [
    'Invoicing',
    'Time tracking',
    'Expense reports',
  ]);
  t.same(features('A budgeting app. Features to include: budget tracker, bill reminders, savings goals and a monthly report.'), [
    'Budget tracker',
    'Bill reminders',
    'Savings goals',
    'Monthly report',
  ]);
  t.same(features('Landing page for a note app with a features section. Key features: offline sync, markdown editor, tags'), [
    'Offline sync',
    'Markdown editor',
    'Tags',
  ]);
});

t.test('"the bakery makes ...", "who shoots ...": a verb of making or selling after any name', async (t) => {
  t.same(names('The bakery makes sourdough, focaccia and bagels'), ['sourdough', 'focaccia', 'bagels']);
  t.same(names('A photographer who shoots weddings, portraits and events'), ['weddings', 'portraits', 'events']);
  t.same(names('A pottery studio that also makes mugs, bowls and vases'), ['mugs', 'bowls', 'vases']);
  t.same(names('It makes sense, and it works'), [], '"makes sense" lists nothing');
  t.same(names('I teach piano, guitar and ukulele to kids'), ['piano', 'guitar', 'ukulele to kids'], 'no head shared across "to"');
});

t.test('quoted titles listed together are listed things, not the name of the site', async (t) => {
  const site = (query: string) => parseRequest(query).name;
  t.equal(site('Website for my band The Drifts. It should list "Low Tide" and "Old Roads" as our albums'), 'The Drifts');
  t.equal(site('Author site for Mara Quinn; it must list "Salt Winter", "The Long Field" and "Ninefold"'), 'Mara Quinn');
  t.not(site('A site for a poet that should list “Glass Harbour” and “Nine Rivers”'), 'Glass Harbour');
  t.equal(site('A bakery called "Crumb & Co" with bread, cakes and coffee'), 'Crumb & Co', 'one quoted name is still the name');
  t.equal(site('A shop named "Bread" selling bread, cakes'), 'Bread');
});

t.test('a plural noun that is also a verb does not open a list in the middle of one', async (t) => {
  t.same(names('Garage in Leeds. Services: MOTs, repairs, servicing and tyres.'), ['MOTs', 'repairs', 'servicing', 'tyres']);
  t.same(names('Photographer. Packages: photo shoots, weddings and portraits'), ['photo shoots', 'weddings', 'portraits']);
  t.same(names('A shop for kitchen fixes, stocks of spares and tools'), ['kitchen fixes', 'stocks of spares', 'tools']);
});

t.test('items introduced as features fill the features section, even beside the services', async (t) => {
  const section = (query: string, id: string) =>
    [...(html(query).match(new RegExp(`<section id="${id}"[\\s\\S]*?</section>`))?.[0] ?? '').matchAll(/<h3>([^<]*)<\/h3>/g)].map(
      (m) => m[1],
    );
  t.same(section('Landing page for Flowly, a note-taking app. Key features: offline sync, markdown editor, tags', 'features'), [
    'Offline sync',
    'Markdown editor',
    'Tags',
  ]);
  t.same(section('A booking app for salons. Features include online booking calendar, staff rota and client notes', 'features'), [
    'Online booking calendar',
    'Staff rota',
    'Client notes',
  ]);
  t.same(section('App landing page for Trailhead with features like offline maps, route planner and trip log', 'features'), [
    'Offline maps',
    'Route planner',
    'Trip log',
  ]);
});
