// The brief's names from many sentence shapes: the business, the company and its product, the
// person a personal site is for, names with diacritics, and the place (never the name itself).
import t from 'tap';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';

const page = (query: string) => generateSite(query).files.find((f) => f.path === 'index.html')!.content;

t.test('the business name wherever the sentence puts it', async (t) => {
  const cases: [string, string, string | null][] = [
    ['Blue Door Bakery, a family bakery in Derby, wants a site with opening hours', 'Blue Door Bakery', 'Derby'],
    ['Site for the Canal Street Museum with exhibitions and opening hours', 'Canal Street Museum', null],
    ['We need a website for the Harbour Lane Gallery in Hull', 'Harbour Lane Gallery', 'Hull'],
    ['a site for DevSummit 2027, a developer conference in Lisbon, with speakers', 'DevSummit 2027', 'Lisbon'],
    ['Eine Webseite für die Bäckerei Müller in Köln', 'Bäckerei Müller', 'Köln'],
    ['Una web para el Bar Peñón en Málaga', 'Bar Peñón', 'Málaga'],
    ['Une page pour le Café Lumière à Paris', 'Café Lumière', 'Paris'],
  ];
  for (const [query, name, place] of cases) {
    const brief = parseRequest(query);
    t.equal(brief.name, name, query);
    t.equal(brief.place, place, `${query}: place`);
  }
  t.equal(parseRequest('Eine Seite für die Zahnarztpraxis in München').name, null, 'a capitalised German noun alone is no name');
});

t.test('the person a personal site is for', async (t) => {
  const cases: [string, string][] = [
    ['a homepage for me, Ana Ortiz, a UX designer', 'Ana Ortiz'],
    ["Hi, I'm Jonas Weber and I need a CV site", 'Jonas Weber'],
    ['My name is Priya Nair, make me a portfolio', 'Priya Nair'],
    ['Ich bin Jürgen Maß, Fotograf, und brauche eine Webseite', 'Jürgen Maß'],
    ['Me llamo Lucía Gómez y quiero un portafolio', 'Lucía Gómez'],
  ];
  for (const [query, person] of cases) {
    const brief = parseRequest(query);
    t.equal(brief.person, person, query);
    t.equal(brief.name, person, `${query}: the site is theirs`);
  }
  t.equal(parseRequest("I'm a baker and I need a site").person, null, 'no capitalised name, no person');
});

t.test('a company naming its product: both names are on the page', async (t) => {
  const cases: [string, string, string][] = [
    ['Acme needs a landing page for Rocket, their backup tool', 'Acme', 'Rocket'],
    ['Northwind Labs wants a site for their new app Pulse', 'Northwind Labs', 'Pulse'],
    ['Globex is looking for a page for Beacon, our monitoring service', 'Globex', 'Beacon'],
  ];
  for (const [query, company, product] of cases) {
    const brief = parseRequest(query);
    t.equal(brief.name, company, query);
    t.equal(brief.product, product, query);
    const html = page(query);
    t.match(html, new RegExp(`<h1 id="hero-title">${product}</h1>`), `${query}: the product heads the page`);
    t.match(html, new RegExp(`<title>${product} · ${company}`), `${query}: the company is in the title`);
  }
  t.equal(parseRequest('A landing page for Rocket, a backup tool').product, null, 'no company asking, no product split');
});

t.test('a name the sentence does something with, or that follows its kind word', async (t) => {
  const cases: [string, string][] = [
    // The subject of a verb.
    ['Oakline Joinery makes bespoke kitchens in Bristol and needs a website', 'Oakline Joinery'],
    ['Fernleaf Gardens designs small urban gardens, we want a site', 'Fernleaf Gardens'],
    ['Brightside Dental offers family dentistry in Leeds', 'Brightside Dental'],
    // The business the writer runs.
    ['I run Puddle Ducks Playgroup in Leeds and need a site with opening hours', 'Puddle Ducks Playgroup'],
    ['We own Little Acorns Nursery in York and want a site', 'Little Acorns Nursery'],
    ['Ich betreibe Café Morgenrot in Jena und brauche eine Seite', 'Café Morgenrot'],
    ['Je dirige La Petite Forge à Lyon, il me faut un site', 'La Petite Forge'],
    // After the kind word, without "called".
    ['Website for a Vietnamese café Pho Real in Manchester', 'Pho Real'],
    ['A landing page for the start-up Ledgerly, invoicing for freelancers', 'Ledgerly'],
    ['Una web para la escuela de danza Ritmo Vivo en Sevilla', 'Ritmo Vivo'],
    ["Un site pour l'atelier Fil d'Or à Nantes", "Fil d'Or"],
    // In parentheses.
    ['Need a plumbing site (FlowRight) with services and a contact form', 'FlowRight'],
    ['A site for a coffee shop (Bean There) in Austin', 'Bean There'],
    ['Simple bakery page (Crumb & Co) with a price list', 'Crumb & Co'],
    // "The" that belongs to the name.
    ['A site for our band, The Night Owls, with tour dates', 'The Night Owls'],
    ['Homepage for my shop, The Green Door, with opening hours', 'The Green Door'],
    // Opening the request, before where it is.
    ["Rosa's Bakery at 3 High Street, York, with a price list", "Rosa's Bakery"],
    ['Green Leaf Yoga, Bristol: timetable and prices', 'Green Leaf Yoga'],
    ['Blue Door Bakery — a site with a menu and opening hours', 'Blue Door Bakery'],
    // Events with a year, in es, de and fr.
    ['Una web para el festival Luna Llena 2027 en Cádiz', 'Luna Llena 2027'],
    ['Webseite für das Festival Klangwelle 2027 in Bonn', 'Festival Klangwelle 2027'],
    ['Page pour le festival Jazz Lumière 2027 à Lyon', 'Jazz Lumière 2027'],
    ['Sitio para la carrera solidaria Corre Valencia 2027', 'Corre Valencia 2027'],
  ];
  for (const [query, name] of cases) {
    t.equal(parseRequest(query).name, name, query);
    t.match(
      page(query),
      new RegExp(`<h1 id="hero-title">${name.replace('&', '&amp;').replace("'", '&#39;')}</h1>`),
      `${query}: the main heading`,
    );
  }
  for (const query of [
    'Create a website for my bakery in Paris',
    'Make a portfolio for a photographer',
    'Build a landing page for a SaaS product',
  ]) {
    t.equal(parseRequest(query).name, null, `${query}: no name given, none invented`);
  }
});

t.test('a person with a title and a role, and a role alone: both shown with the place', async (t) => {
  const cases: [string, string | null, string, string | null][] = [
    ['Dr. Kofi Mensah, dentist, wants a site for his practice in Leeds', 'Dr. Kofi Mensah', 'dentist', 'Leeds'],
    ['Website for Dr. Amara Osei, paediatrician, in Toronto', 'Dr. Amara Osei', 'paediatrician', 'Toronto'],
    ['Prof. Lena Hartmann, architect, needs a portfolio', 'Prof. Lena Hartmann', 'architect', null],
    ['Portfolio — Mara Lind, illustrator, Vancouver.', 'Mara Lind', 'illustrator', 'Vancouver'],
    ['Portfolio for a freelance illustrator in Vancouver', null, 'freelance illustrator', 'Vancouver'],
    ["I'm a paediatrician in Leeds and need a simple site for my practice", null, 'paediatrician', 'Leeds'],
    ['Hi, I am an independent yoga teacher; make me a homepage', null, 'independent yoga teacher', null],
  ];
  for (const [query, name, role, place] of cases) {
    const brief = parseRequest(query);
    if (name) t.equal(brief.person, name, `${query}: the person`);
    t.equal(brief.role, role, `${query}: the role`);
    const eyebrow = page(query).match(/<p class="eyebrow">([^<]*)<\/p>/)?.[1] ?? '';
    t.match(eyebrow, role, `${query}: the role is shown`);
    if (place) t.match(eyebrow, place, `${query}: the place is shown`);
  }
  t.equal(parseRequest('A site for our customers to book tables').role, null, 'a customer is no role');
});

t.test('a product with a version or a CamelCase name, and its maker', async (t) => {
  const cases: [string, string, string][] = [
    ['Launch page for Notely 3 — the journaling app from Brightpaw', 'Notely 3', 'Brightpaw'],
    ['A page for NoteFlow, the budgeting tool by Finch Labs', 'NoteFlow', 'Finch Labs'],
    ['Landing page for Orbit 2 — a habit tracker app from Sunny Apps', 'Orbit 2', 'Sunny Apps'],
  ];
  for (const [query, product, company] of cases) {
    const brief = parseRequest(query);
    t.equal(brief.product, product, query);
    t.equal(brief.name, company, `${query}: the maker`);
    const html = page(query);
    t.match(html, new RegExp(`<h1 id="hero-title">${product}</h1>`), `${query}: the product heads the page`);
    t.match(html, new RegExp(`<p class="eyebrow">[^<]*${company}`), `${query}: the maker is shown`);
  }
});

t.test('a signed name, a titled self-introduction, a version and "made by", the town after a role', async (t) => {
  const named: [string, string][] = [
    ['Hi! Sunny Side Nursery here, we need a website with opening hours', 'Sunny Side Nursery'],
    ['Hello, Copper Kettle Tea Room here. We would like a simple site', 'Copper Kettle Tea Room'],
    ['Greenway Cycles here: a site with repairs and prices please', 'Greenway Cycles'],
  ];
  for (const [query, name] of named) t.equal(parseRequest(query).name, name, query);
  const people: [string, string][] = [
    ['My name is Dr. Sara Lindqvist and I am a paediatrician in Malmö', 'Dr. Sara Lindqvist'],
    ["I'm Prof. Alan Reed, a historian, and I need a homepage", 'Prof. Alan Reed'],
    ['Me llamo Dra. Elena Ruiz y soy dentista en Granada', 'Dra. Elena Ruiz'],
  ];
  for (const [query, person] of people) t.equal(parseRequest(query).person, person, query);
  const made: [string, string, string][] = [
    ['Landing page for our app Tasko 2.0, made by Bytewise', 'Tasko 2.0', 'Bytewise'],
    ['A page for Draftly, built by Inkwell Labs', 'Draftly', 'Inkwell Labs'],
    ['Launch site for Tempo 3.1 — developed by Northstar Apps', 'Tempo 3.1', 'Northstar Apps'],
  ];
  for (const [query, product, company] of made) {
    t.equal(parseRequest(query).product, product, `${query}: product`);
    t.equal(parseRequest(query).name, company, `${query}: maker`);
  }
  const towns: [string, string][] = [
    ['Portfolio site: Jonas Berg, photographer, Oslo', 'Oslo'],
    ['CV — Ines Ferreira, architect, Porto.', 'Porto'],
    ['Website: Tom Hale, wedding photographer, York', 'York'],
  ];
  for (const [query, town] of towns) t.equal(parseRequest(query).place, town, query);
});

t.test('a capitalised name right after a lowercase kind phrase the engine does not know, in four languages', async (t) => {
  const cases: [string, string][] = [
    ['Web para la frutería Los Naranjos en Valencia', 'Los Naranjos'],
    ['Una web para mi frutería Sol y Luna', 'Sol y Luna'],
    ["Site pour l'agence immobilière Les Tilleuls à Nantes", 'Les Tilleuls'],
    ['A site for the Thai takeaway Little Basil in Bristol', 'Little Basil'],
    ['Need a site for our burger joint Smash Shack', 'Smash Shack'],
    ['We want a page for the vintage bike workshop Rusty Spokes', 'Rusty Spokes'],
    ['Eine Seite für unsere kleine Gärtnerei Blumenwiese', 'Gärtnerei Blumenwiese'],
  ];
  for (const [query, name] of cases) t.equal(parseRequest(query).name, name, query);
  t.equal(parseRequest('A bakery in Leeds with opening hours').name, null, 'a place after "in" is no name');
});

t.test('a name right before a lowercase parenthesis that says what it is', async (t) => {
  const cases: [string, string][] = [
    ['Sharp Numbers (two accountants in Leeds) need a website', 'Sharp Numbers'],
    ['Site pour Cabinet Durand (deux comptables à Lille)', 'Cabinet Durand'],
    ['Hello! Green Thumb Co (a garden design studio) wants a portfolio site', 'Green Thumb Co'],
  ];
  for (const [query, name] of cases) t.equal(parseRequest(query).name, name, query);
});

t.test('a request that opens with the kind of business and then its name', async (t) => {
  const cases1: [string, string][] = [
    ['Taco truck Loco Loco in Austin, menu and hours', 'Loco Loco'],
    ['Thai takeaway Little Basil, Sheffield, with online ordering', 'Little Basil'],
    ['Dog grooming studio Wet Nose near Bath', 'Wet Nose'],
  ];
  for (const [query, name] of cases1) t.equal(parseRequest(query).name, name, query);
  t.not(parseRequest('Make a website for my bakery in York').name, 'York');
});

t.test('German kind nouns before the name, and names set between commas after the kind', async (t) => {
  const cases2: [string, string][] = [
    ['Frisch eröffnet: die Bäckerei Sonnenkorn in Jena', 'Bäckerei Sonnenkorn'],
    ['Preise und Team für unsere Praxis Dr. Albers, Hausarzt in Ulm', 'Praxis Dr. Albers'],
    ['Nouveau salon de coiffure, Ciseaux d’Or, qui ouvre à Nantes', 'Ciseaux d’Or'],
    ['Nueva librería, Hoja Seca, que abre en Gijón', 'Hoja Seca'],
  ];
  for (const [query, name] of cases2) t.equal(parseRequest(query).name, name, query);
});

t.test('quoted words on a link or button are no name', async (t) => {
  t.equal(parseRequest('Barber shop Sharp Lines. Add a "Book now" button to the header').name, 'Sharp Lines');
  t.equal(parseRequest('A site for "Moss & Fern", a florist').name, 'Moss & Fern');
});

t.test('a role with an acronym, after the name', async (t) => {
  t.equal(parseRequest("Hello, I'm Jo Park, a senior UX designer based in Seoul").role, 'senior UX designer');
  t.equal(parseRequest('Site for Lee Chan, an SEO consultant').role, 'SEO consultant');
});

t.test('a request that opens with its town: the name is what follows, the town is the place', async (t) => {
  const cases: [string, string, string][] = [
    ['Montpellier, La Page Tournée: a bookshop site with events and opening hours', 'La Page Tournée', 'Montpellier'],
    ['Leeds – The Tipsy Teapot, a tea room, needs a page with the menu and a booking form', 'The Tipsy Teapot', 'Leeds'],
    ['In Bristol, Harbour Lights is a seafood restaurant; make a site with the menu and hours', 'Harbour Lights', 'Bristol'],
    ['Based in Denver, Summit Physio needs a website with treatments, prices and online booking', 'Summit Physio', 'Denver'],
    ['From Glasgow: Thistle & Rose Florists. A site with bouquets, prices and delivery info', 'Thistle & Rose Florists', 'Glasgow'],
    ['Sevilla, Taberna El Patio: una web con la carta y las reservas', 'Taberna El Patio', 'Sevilla'],
    ['Köln: Café Domblick braucht eine Webseite mit Speisekarte und Öffnungszeiten', 'Café Domblick', 'Köln'],
    ['Paris, Texas: a diner called Sunny Side needs a menu page', 'Sunny Side', 'Paris, Texas'],
  ];
  for (const [query, name, place] of cases) {
    const brief = parseRequest(query);
    t.equal(brief.name, name, query);
    t.equal(brief.place, place, `${query}: place`);
  }
  t.match(page(cases[0]![0]), /<h1[^>]*>[^<]*La Page Tournée/, 'the name heads the page');
  // A name that opens the request stays the name: only a town known as one opens it without "in".
  t.equal(parseRequest('Smith Plumbing, Leeds: emergency repairs and boiler servicing').name, 'Smith Plumbing');
  t.equal(parseRequest('Harbour Lights, a seafood restaurant in Bristol, needs a site').name, 'Harbour Lights');
});

t.test('a request that opens with the kind and the name, then what it does or has', async (t) => {
  const cases: [string, string][] = [
    ['Dog grooming salon Fluffy Paws offers baths, trims and nail clipping', 'Fluffy Paws'],
    ['Indoor climbing gym Boulder Barn has 40 routes, a café and kids sessions', 'Boulder Barn'],
    ['Vegan bakery Green Crumb with cakes, cookies and brownies; one page', 'Green Crumb'],
    ['Kids football club Little Kickers runs sessions for ages 2 to 7 every Saturday', 'Little Kickers'],
    // A town before the kind is no subject doing something ("Brighton surf" is not Brighton surfing).
    ['Brighton surf school Wave Riders: lessons, board hire and summer camps', 'Wave Riders'],
    ['Kids party venue Bounce House: a booking form and a price list', 'Bounce House'],
    // One kind word alone stays part of the name, as it is written.
    ['Taberna El Patio con tapas, raciones y vinos de la casa', 'Taberna El Patio'],
  ];
  for (const [query, name] of cases) t.equal(parseRequest(query).name, name, query);
  // A capitalised word that is no kind opens nothing: the sentence's subject still names it.
  t.equal(parseRequest('Oakline Joinery makes bespoke kitchens and wardrobes').name, 'Oakline Joinery');
});

t.test('a name in apposition to the kind, before a colon', async (t) => {
  const cases: [string, string][] = [
    ['Site for a wedding photographer, Mara Quinn: portfolio, packages and contact', 'Mara Quinn'],
    ['A page for my dance teacher, Lucía Ortega: classes, prices and a contact form', 'Lucía Ortega'],
    ['Un site pour un luthier, Paul Girard : instruments, réparations et contact', 'Paul Girard'],
  ];
  for (const [query, name] of cases) t.equal(parseRequest(query).name, name, query);
});

t.test('"for The ..." keeps the article as part of the name', async (t) => {
  t.equal(parseRequest('Landing page for The Green Fork: menu, hours and bookings').name, 'The Green Fork');
  t.equal(parseRequest('A sign-up page for The Morning Brief: name, email and topics').name, 'The Morning Brief');
  // A sentence that starts with "The" after "for" is still no name.
  t.not(parseRequest('A website for the best bakery in town, with cakes').name, 'The');
});

t.test('round 7: a name after a kind the engine has no copy for, a label, a provider, a year', async (t) => {
  const cases: [string, string][] = [
    // A German compound kind noun before the name, the kind kept as Germans write it; a kind joined to a platform dropped.
    ['Website für unser Nagelstudio Glanzstück in Köln', 'Nagelstudio Glanzstück'],
    ['Eine Seite für die Konditorei Zuckerstück in Graz', 'Konditorei Zuckerstück'],
    ['Seite für meinen YouTube-Kanal Bastelbude, mit Links zu YouTube', 'Bastelbude'],
    // A kind of two nouns joined by a preposition, then the name.
    ['Toilettage pour chiens Poil de Carotte à Bordeaux : bain 25 €', 'Poil de Carotte'],
    ['Web oscura para el estudio de tatuajes Tinta Negra en Madrid', 'Tinta Negra'],
    ['Classes for toddlers Little Movers in Bath, with a timetable', 'Little Movers'],
    // What is offered and where, then who offers it.
    ['Clases de surf en Zarautz con Olatu Surf: clase individual 45€', 'Olatu Surf'],
    ['Yoga classes in Bath with Hannah Cole. Prices and a timetable please', 'Hannah Cole'],
    ['Cours de cuisine à Lyon avec Chef Marc, le samedi', 'Chef Marc'],
    // A name given as a form's field.
    ['Nail bar price list please: gel manicure $35, pedicure $40. Name: Polished, in Austin TX', 'Polished'],
    ['Site for: Northwind Kayak Tours\n- guided sunset paddle\n- kayak rental', 'Northwind Kayak Tours'],
    ['Business name: Harbour Yoga. We run classes in Poole.', 'Harbour Yoga'],
    // The year a business dates from is no part of its name.
    ['Since 1987 Harlow & Sons have been fixing clocks in York.', 'Harlow & Sons'],
    ['Seit 1952 Huber & Söhne in Rosenheim, Metzgerei', 'Huber & Söhne'],
    // A name in apposition before "on" its date, with a distance in it.
    ['Need a one-page site for a charity fun run, the Riverside 10K, on Sunday 14 June 2026', 'Riverside 10K'],
    // "Garage" is a kind of business, and stays part of the name written after it.
    ['Garage Dupont à Rennes, ouvert du lundi au samedi', 'Garage Dupont'],
  ];
  for (const [query, name] of cases) t.equal(parseRequest(query).name, name, query);
  t.equal(parseRequest('Garage Dupont à Rennes').kind.id, 'trades', 'a garage is a trade');
  t.equal(parseRequest('Site pour le salon de thé Camélia à Lille').kind.id, 'cafe', 'a salon de thé is a tea room, no hair salon');
  t.equal(parseRequest('Hair salon Snip in Leeds').kind.id, 'salon');
  t.equal(parseRequest('Location: Oban\nPhone: 01631 000 111').name, null, 'a field label names nothing');
});

t.test('round 7b: a name ends with its sentence; trade shops in Spanish and French; a longer kind phrase', async (t) => {
  const cases: [string, string][] = [
    ["I'm a freelance copywriter called Priya Shah. I write website copy and blog posts.", 'Priya Shah'],
    ['Web for a bakery named Pan Rústico. We bake sourdough.', 'Pan Rústico'],
    ['Lavandería Burbujas en Alicante: lavado 5 €, secado 4 €', 'Lavandería Burbujas'],
    ['Fromagerie Le Comté à Besançon : fromages et vins', 'Fromagerie Le Comté'],
    ['Boutique en ligne de bougies Lueur avec un panier', 'Lueur'],
    ['Dr. Kofi Mensah, dentist, wants a site', 'Dr. Kofi Mensah'],
    ['St. Mary Church in Leeds', 'St. Mary Church'],
  ];
  for (const [query, name] of cases) t.equal(parseRequest(query).name, name, query);
});

t.test('a thing the request lists is no name, though German writes it in capitals', async (t) => {
  t.equal(parseRequest('Wir reparieren Fahrräder, E-Bikes und Lastenräder in Kiel').name, null);
  t.equal(parseRequest('Wir verkaufen Bücher und Spiele in Kiel').name, null);
  t.equal(parseRequest('Ich backe Torten, Kuchen und Kekse').name, null);
  t.equal(parseRequest('Die Bäckerei Korn verkauft Brot, Brötchen und Kuchen').name, 'Bäckerei Korn', 'the name before the list stays');
});

t.test('round 8: "by" and "von" before a name, a name at its sentence start before "à", "The" opening a name, "Soy"', async (t) => {
  const cases: [string, string | null][] = [
    ['Car valeting by Shine On in Reading: mini valet £25', 'Shine On'],
    ['Dog walking by Happy Paws in Leeds', 'Happy Paws'],
    ['Wir sind das Team von Grünwerk Gartenbau aus Augsburg: Gartenplanung, Baumpflege', 'Grünwerk Gartenbau'],
    ['Pressing du Centre à Rennes : chemise 3,50 €', 'Pressing du Centre'],
    ['The Daily Grind — coffee cart at Leeds station. Flat white, cortado.', 'The Daily Grind'],
    ['Soy Lucía Fernández, psicóloga en Madrid.', 'Lucía Fernández'],
    ['Chess club meets every Tuesday at 7pm', null],
  ];
  for (const [query, name] of cases) t.equal(parseRequest(query).name, name, query);
  t.equal(parseRequest('Wir sind das Team von Grünwerk Gartenbau aus Augsburg').place, 'Augsburg', '"aus" says where from');
  t.equal(parseRequest('The Daily Grind — coffee cart at Leeds station.').place, 'Leeds', 'a town after "at" is the place');
  t.same(parseRequest('Yoga classes in Bath with Hannah Cole').items, [], 'who the site is for is no item');
});

t.test('round 9: "my name\'s", a site asked for then its name, a landing page\'s label', async (t) => {
  t.equal(parseRequest("hey there!! my name's Gemma and I make handmade soy candles").name, 'Gemma');
  t.equal(parseRequest("Plumber covering Bristol and Bath. Name's Kev Doyle. Boiler servicing £80.").name, 'Kev Doyle');
  t.equal(parseRequest('Landing page: Tidy — an app that reminds you to water your plants.').name, 'Tidy');
  t.equal(
    parseRequest('Need a one page site: Sunny Days Childminding, Ofsted registered, ages 1-5, Leyton, London.').name,
    'Sunny Days Childminding',
  );
  t.equal(parseRequest('We want a simple website: Harbour Yoga, classes in Poole').name, 'Harbour Yoga');
  t.equal(parseRequest('Website: www.example.com please').name, null, 'an address is no name');
});

t.test('round 10: "we are X", "s\'appelle", a label, a capitalised German article, a kind phrase ending at a place', async (t) => {
  const cases: [string, string | null][] = [
    ['We are Copper Pot Catering, a small team cooking for weddings in Bath', 'Copper Pot Catering'],
    ['Somos Hermanas Ortega, fontaneras en Murcia desde 2001', 'Hermanas Ortega'],
    ['Nous sommes Atelier Bleu, un studio de graphisme à Lille', 'Atelier Bleu'],
    ['Wir sind Kraft & Partner, Steuerberater in Kassel', 'Kraft & Partner'],
    ['Ma boutique s’appelle Les Petits Riens, elle est à Nancy', 'Les Petits Riens'],
    ['Mi bar se llama El Rincón y está en Cádiz', 'El Rincón'],
    ['Two pages. Company: Bright Spark Electrical, an electrician in Hull.', 'Bright Spark Electrical'],
    ['Unsere Schreinerei Holzwurm in Trier baut Tische und Schränke', 'Schreinerei Holzwurm'],
    ['Die Konditorei Zuckerguss in Jena backt Torten', 'Konditorei Zuckerguss'],
    ['Seite für unseren Chor Notenwerk aus Gießen mit Konzertterminen', 'Chor Notenwerk'],
    ['a site for Fern Hill Gardens? I am a gardener working around Harrogate and Ripon', 'Fern Hill Gardens'],
    ['need a website, I am a removals man based near Durham', null],
    ['Le Petit Four sert des pâtisseries maison à Tours', 'Le Petit Four'],
    ['El Molino sirve desayunos y comidas caseras en Teruel', 'El Molino'],
    ['Farmers market every Sunday in the square, with local cheese and bread', null],
    ['Kids adore it, grown-ups get coffee: soft play centre in Stoke', null],
    ['Walking club in Keswick, meets (Tue & Thu 6pm), with routes', null],
    ['Veg box delivery by Good Roots (Norwich): small box £12, large box £20', 'Good Roots'],
  ];
  for (const [query, name] of cases) t.equal(parseRequest(query).name, name, query);
  t.equal(parseRequest('a site for Fern Hill Gardens? I am a gardener working around Harrogate').place, 'Harrogate', '"around" says where');
  t.equal(parseRequest('Veg box delivery by Good Roots (Norwich): small box £12').place, 'Norwich', 'a town in brackets is the place');
  t.equal(parseRequest('Helle Seite für die Praxis Lächeln in Jena, Buttons in Grün').place, 'Jena', 'a noun after the comma is no region');
  t.equal(parseRequest('Bike shop in Portland, Oregon with repairs').place, 'Portland, Oregon', 'a region is still one');
});

t.test('round 10b: the kind and its name opening a later sentence, when nothing before names the business', async (t) => {
  t.equal(parseRequest('Simple site, three pages. Dog groomer Fluff Stop, Swindon.').name, 'Fluff Stop');
  t.equal(parseRequest('Eine Seite reicht. Schlüsseldienst Schnell & Sicher, Kiel.').name, 'Schlüsseldienst Schnell & Sicher');
  t.equal(parseRequest('Bakery Crumbs in York. Opening hours Monday to Friday.').name, 'Bakery Crumbs', 'the first sentence still wins');
  t.equal(
    parseRequest('Zwei Seiten genügen. Fliesenbetrieb Pinselstrich, Gera.').name,
    'Fliesenbetrieb Pinselstrich',
    'a "-betrieb" is a kind',
  );
});

t.test('round 11: the name after the town that follows what the business does', async (t) => {
  const cases: [string, string | null][] = [
    ['Dog walker in Harrogate, Happy Tails. Solo walk is £15, group walk £10', 'Happy Tails'],
    ['Cleaner in Bath, Sparkle Home! We do ovens and carpets', 'Sparkle Home'],
    ['Mobile hairdresser in Leeds, Cut Above', 'Cut Above'],
    // A region after the town is no name.
    ['Bakery in Leeds, West Yorkshire.', null],
    ['Coffee shop in Portland, Oregon', null],
  ];
  for (const [query, name] of cases) t.equal(parseRequest(query).name, name, query);
  t.match(page('Dog walker in Harrogate, Happy Tails. Solo walk is £15'), /Happy Tails/);
});

t.test('round 15: a name in brackets with its town, a name with "for" in it, and an event with no name of its own', async (t) => {
  const name = (query: string) => parseRequest(query).name;
  t.equal(
    name("we're a small farm shop (Hollow Oak Farm, near Ludlow) selling free range eggs, raw honey, seasonal veg & sourdough"),
    'Hollow Oak Farm',
  );
  t.equal(name('A farm shop (Hollow Oak Farm) selling eggs'), 'Hollow Oak Farm', 'a place word inside the name keeps it whole');
  t.equal(name('A bakery (Leeds) with bread'), null, 'a town in brackets is no name');
  t.equal(name('Pop-up supper club Table for Twelve, Friday 6 November, 7:30pm'), 'Table for Twelve');
  t.equal(name('Books for Cooks is a bookshop'), 'Books for Cooks');
  t.equal(name('Website for Crumb Bakery'), 'Crumb Bakery', '"Website" before "for" is no part of the name');
  t.equal(name('Charity fun run for Hope Hospice'), 'Hope Hospice');
  // The event's own words, where nothing else names it (the page once said "Cedar Lane").
  for (const [query, title] of [
    ['Summer fete at St Anne’s Primary, Saturday 27 June from 12pm', 'Summer fete'],
    ['Lesung mit Anna Berg am 14. März um 19:30 Uhr in der Stadtbibliothek Göttingen', 'Lesung mit Anna Berg'],
    ['Concierto benéfico en el Teatro Principal de Burgos el viernes 9 de octubre', 'Concierto benéfico'],
    ['Brocante du village de Saint-Lary, dimanche 9 août dès 7h', 'Brocante du village de Saint-Lary'],
    ['Book fair 3–12 May, 11am to 9pm, on Cervantes Square', 'Book fair'],
  ] as const) {
    t.equal(name(query), title, query);
    t.match(page(query), `<title>${title}</title>`, `${query}: its title`);
    t.notMatch(page(query), 'Cedar Lane', `${query}: no stock name`);
  }
  t.equal(name('A fair trade coffee shop'), null, '"fair trade" is no fair');
  t.equal(parseRequest('Craft fair in Leeds on 3 May').place, 'Leeds', 'the day after the town is no part of it');
});

t.test("a kind read from the business's name gives way to the one the rest of the request says", async (t) => {
  t.equal(parseRequest('Plumber in Birmingham, Tap Doctor, with services and a contact form').kind.id, 'trades', 'no clinic for a plumber');
  t.equal(parseRequest('Smile Dental Clinic in Leeds').kind.id, 'dentist', 'a name that is all the request says keeps its kind');
  t.equal(parseRequest('The Coffee House, a cafe in Leeds').kind.id, 'cafe');
});

t.test('a name opening the request before its kind said in lower case; a description is none', async (t) => {
  const named = (query: string) => parseRequest(query).name;
  t.equal(named('Quick Lube garage - oil changes, brakes, tyres and MOT prep'), 'Quick Lube');
  t.equal(named('Blue Door bakery in Derby with a menu and opening hours'), 'Blue Door');
  t.equal(named('Iron Crane kung fu school, classes for adults and kids'), 'Iron Crane');
  t.equal(named('Green Thumb landscaping company in Kent: lawns, hedges and patios'), 'Green Thumb');
  t.match(page('Quick Lube garage - oil changes, brakes, tyres'), /<h1[^>]*>Quick Lube</, 'the name heads the page');
  // Words that describe the place, a people or a language, or a kind written in capitals, name nothing.
  for (const query of [
    'Modern Italian restaurant in Leeds with a menu',
    'Traditional English pub with rooms in York',
    'Family Run bakery in York with a price list',
    'Award Winning florist in Bath',
    'Small Batch coffee roaster in Leeds',
    'Home Care agency in Leeds',
  ])
    t.equal(named(query), null, query);
});

t.test('the name after the town before a colon or a dash, never a state or region; a kind written as its acronym', async (t) => {
  const named = (query: string) => parseRequest(query).name;
  t.equal(named('Bike hire in Amsterdam, Fietsje: city bike €12 a day, e-bike €30 a day'), 'Fietsje');
  t.equal(named('Florist in York, Petal & Stem - bouquets and weddings'), 'Petal & Stem');
  t.equal(named('Bike shop in Oxford, Spokes.'), 'Spokes', 'no full stop in the name');
  for (const query of [
    'Dentist in Austin, TX: cleanings and whitening',
    'Plumber in Leeds, West Yorkshire: boilers and leaks',
    'Surf school in Newquay, Cornwall: lessons for all ages',
  ])
    t.equal(named(query), null, query);
  t.equal(named('Pricing for my SaaS Formspark: Starter is $9/month, Team is $29/month'), 'Formspark');
  t.equal(named('Landing page for our CRM Pipeline with features and pricing'), 'Pipeline');
  t.equal(named('Our SaaS product needs a landing page'), null);
});

t.test('what a product is, said beside its name, leads its page', async (t) => {
  const about = (query: string) => parseRequest(query).about;
  t.equal(
    about('Northwind Labs needs a landing page for Harbor, their new password manager for small teams'),
    'password manager for small teams',
  );
  t.equal(
    about('Acme needs a landing page for Rocket, their new backup tool for laptops, with pricing and a FAQ'),
    'backup tool for laptops',
  );
  t.equal(
    about('Brightpaw necesita una web para Notely, su nueva app de notas para estudiantes, con precios'),
    'app de notas para estudiantes',
  );
  t.equal(about('Acme needs a landing page for Rocket, their app'), null, 'one word says no more than the kind');
  t.equal(about('A bakery in Leeds with a menu'), null);
  t.match(
    page('Northwind Labs needs a landing page for Harbor, their new password manager for small teams'),
    /<p class="hero-lead">Password manager for small teams\.<\/p>/,
  );
});
