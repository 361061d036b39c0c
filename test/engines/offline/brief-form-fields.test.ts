// Form fields named in the request, each with the input type its words ask for, added to the form
// (a contact or booking form keeps the name and e-mail it always asks for).
import t from 'tap';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';

/** The main form's controls, in order: "label=type" for inputs, "legend=radio[...]" for groups. */
function controls(query: string, formClass = ''): string[] {
  const html = generateSite(query)
    .files.filter((f) => f.path.endsWith('.html'))
    .map((f) => f.content)
    .join('\n');
  const forms = [...html.matchAll(/<form class="([^"]*)"[\s\S]*?<\/form>/g)].filter((m) => m[1]!.includes(formClass)).map((m) => m[0]);
  const out: string[] = [];
  for (const form of forms) {
    for (const m of form.matchAll(
      /<label for="[^"]+">([^<]*)<\/label><(input|select|textarea)([^>]*)>|<legend>([^<]*)<\/legend>(?:<label class="choice"><input type="(\w+)"[^>]*> ([^<]*)(?:<span class="visually-hidden">[^<]*<\/span>)?<\/label>)|<label class="choice" for="[^"]+"><input id="[^"]+" name="[^"]+" type="checkbox"[^>]*> ([^<]*)<\/label>/g,
    )) {
      if (m[1] !== undefined) out.push(`${m[1]}=${/type="(\w+)"/.exec(m[3]!)?.[1] ?? m[2]}`);
      else if (m[4] !== undefined) out.push(`${m[4]}=${m[5]}[${m[6]}...]`);
      else out.push(`${m[7]}=checkbox`);
    }
    out.push('|');
  }
  return out;
}

const has = (t: { ok: (ok: boolean, message: string) => unknown }, query: string, wanted: string[]) => {
  const found = controls(query);
  for (const w of wanted) t.ok(found.includes(w), `${query}: ${w} in ${found.join(' ')}`);
};

t.test('a phone is a tel field; a CV, résumé, photo or attachment a file field', async (t) => {
  has(t, 'A recruitment agency with an application form asking for name, email, phone, CV and start date', [
    'Phone=tel',
    'CV=file',
    'Start date=date',
  ]);
  has(t, 'Photography school. Contact form with name, email, résumé and a photo of your work', ['Résumé=file', 'Photo of your work=file']);
  has(t, 'A translator site: the contact form should ask for mobile number, attachment and deadline date', [
    'Mobile number=tel',
    'Attachment=file',
    'Deadline date=date',
    'Name=text',
    'Email=email',
  ]);
});

t.test('dates of a stay or a hire, in four languages, are date fields beside the name and e-mail', async (t) => {
  has(t, 'Car hire in Leeds with a booking form for pick-up date, return date and location', [
    'Name=text',
    'Email=email',
    'Pick-up date=date',
    'Return date=date',
    'Location=text',
  ]);
  has(t, 'Ferienwohnung an der Ostsee mit Buchungsformular mit Anreise, Abreise und Personen', [
    'Name=text',
    'E-Mail=email',
    'Anreise=date',
    'Abreise=date',
    'Personen=number',
  ]);
  has(t, "Un gîte avec un formulaire de réservation avec date d'arrivée, date de départ et nombre de personnes", [
    'Nom=text',
    'Date d&#39;arrivée=date',
    'Date de départ=date',
    'Nombre de personnes=number',
  ]);
  has(t, 'Un hostal con formulario de reserva con fecha de llegada, fecha de salida y número de niños', [
    'Fecha de llegada=date',
    'Fecha de salida=date',
    'Número de niños=number',
  ]);
  has(t, 'Holiday cottage with a booking form: check-in, check-out, number of guests, number of children', [
    'Check-in=date',
    'Check-out=date',
    'Number of guests=number',
    'Number of children=number',
  ]);
});

t.test('a size or a type is a choice; a postcode is text; consent is a box to tick; availability days are boxes', async (t) => {
  has(t, 'Dog grooming with a booking form: dog size, service type, preferred date. Services: full groom, bath and brush, nail trim', [
    'Dog size=radio[Small...]',
    'Service type=select',
    'Preferred date=date',
  ]);
  has(t, 'A removals firm with a quote form asking for van size, postcode and moving date', [
    'Van size=radio[Small...]',
    'Postcode=text',
    'Moving date=date',
  ]);
  has(t, 'Volunteer sign-up form with name, email, postcode, availability days and I agree to the privacy policy', [
    'Postcode=text',
    'Availability days=checkbox[Monday...]',
    'I agree to the privacy policy=checkbox',
  ]);
  has(
    t,
    'Un club de lecture avec un formulaire d’inscription avec nom, e-mail, type de livre et j’accepte la politique de confidentialité',
    ['Type de livre=select'],
  );
});

t.test('a required box to tick is checked by the form script', async (t) => {
  const site = generateSite('Volunteer sign-up form with name, email and I agree to the privacy policy');
  const html = site.files.find((f) => f.path === 'index.html')!.content;
  t.match(html, /<input id="[^"]+" name="i-agree-to-the-privacy-policy" type="checkbox" required/);
  t.match(site.files.find((f) => f.path === 'script.js')!.content, /control\.type === 'checkbox' \? \(control\.checked/);
});

t.test('named fields are added to the form: one asked-for field is enough, and the form keeps what it is for', async (t) => {
  const exactly = (query: string, wanted: string[]) => {
    const found = controls(query);
    t.same(found.slice(0, found.indexOf('|')), wanted, query);
  };
  exactly('A plumber in Leeds. The contact form should also ask for a phone number.', [
    'Name=text',
    'Email=email',
    'Phone number=tel',
    'Message=textarea',
  ]);
  exactly('A cafe with a contact form with a postcode field', ['Name=text', 'Email=email', 'Postcode=text', 'Message=textarea']);
  const booking = controls('Yoga studio with a booking form asking for phone and number of people');
  for (const w of ['Name=text', 'Email=email', 'Phone=tel', 'Number of people=number', 'Date=date', 'Time=time'])
    t.ok(booking.includes(w), `booking keeps ${w}`);
  t.notOk(booking.includes('Guests=select'), 'the number of people stands for the party size');
  exactly('Bakery with a contact form: name, email, phone, order date and message', [
    'Name=text',
    'Email=email',
    'Phone=tel',
    'Order date=date',
    'Message=textarea',
  ]);
});

t.test('a room or event type offers the usual kinds; another type the listed items', async (t) => {
  const options = (query: string, field: string) => {
    const html = generateSite(query).files.find((f) => f.path === 'index.html')!.content;
    const select = html.match(new RegExp(`<select id="[a-z]+-${field}"[^>]*>([\\s\\S]*?)</select>`))?.[1] ?? '';
    return [...select.matchAll(/<option>([^<]*)<\/option>/g)].map((m) => m[1]);
  };
  t.same(options('A B&B with a booking form: check-in, check-out and room type', 'room-type'), ['Single', 'Double', 'Family']);
  t.same(options('Party venue with an enquiry form asking for event type, date and number of guests', 'event-type'), [
    'Wedding',
    'Birthday',
    'Corporate',
    'Other',
  ]);
  t.same(options('Hotel in Sevilla con formulario de reserva con fecha de llegada y tipo de habitación', 'tipo-de-habitacion'), [
    'Individual',
    'Doble',
    'Familiar',
  ]);
  t.same(
    options(
      'A cleaner offering end of tenancy cleans, oven cleaning and carpet cleaning. Quote form asking for service type and postcode',
      'service-type',
    ),
    ['end of tenancy cleans', 'oven cleaning', 'carpet cleaning'],
  );
});

t.test('fields named in German, Spanish and French: one name field, an e-mail kept whole', async (t) => {
  const lastForm = (query: string) => {
    const found = controls(query, 'form');
    return found.slice(found.lastIndexOf('|', found.length - 2) + 1, -1);
  };
  t.same(lastForm('Kontaktformular mit Name, E-Mail, Telefon, Lebenslauf und Nachricht'), [
    'Name=text',
    'E-Mail=email',
    'Telefon=tel',
    'Lebenslauf=file',
    'Nachricht=textarea',
  ]);
  t.same(lastForm('Un formulario de contacto con nombre, correo, teléfono y fecha del evento'), [
    'Nombre=text',
    'Correo=email',
    'Teléfono=tel',
    'Fecha del evento=date',
    'Mensaje=textarea',
  ]);
  t.same(lastForm('Un formulaire de contact avec nom, e-mail, téléphone et message'), [
    'Nom=text',
    'E-mail=email',
    'Téléphone=tel',
    'Message=textarea',
  ]);
});

t.test('a file field the request names is its upload: no second "Upload: ..." field from the words after it', async (t) => {
  for (const query of [
    'A staffing agency with an application form with name, email, phone number, CV upload and a start date',
    'Design studio hiring. The application form asks for name, email, portfolio upload and a start date',
    'Casting agency with a sign-up form with name, email, headshot upload and an age',
  ]) {
    const found = controls(query);
    t.ok(
      found.some((c) => c.endsWith('=file')),
      `${query}: a file field in ${found.join(' ')}`,
    );
    t.notOk(
      found.some((c) => c.startsWith('Upload')),
      `${query}: no extra upload field in ${found.join(' ')}`,
    );
  }
});

t.test('a field asked as a question is kept whole, typed by its words', async (t) => {
  has(t, 'Summer camp site with a registration form asking for parent name, email and how many children are coming', [
    'How many children are coming=number',
  ]);
  has(t, 'A guesthouse with a booking form with name, email and how many nights you would like to stay', [
    'How many nights you would like to stay=number',
  ]);
  has(t, 'Walking tours with a booking form asking for name, email and which date you would like to join us', [
    'Which date you would like to join us=date',
  ]);
});

t.test('a box to agree to something is a checkbox labelled with what is agreed to', async (t) => {
  has(t, 'A blog with a newsletter form with email and a box to agree to the privacy policy', ['Agree to the privacy policy=checkbox']);
  has(t, 'A bakery with a contact form with name, email, message and a tick box for the terms and conditions', [
    'The terms and conditions=checkbox',
  ]);
  has(t, 'Yoga studio with a sign-up form with name, email and a checkbox to consent to marketing emails', [
    'Consent to marketing emails=checkbox',
  ]);
});

t.test('German arrival (Ankunft) is a date field like Anreise', async (t) => {
  has(t, 'Pension am See mit Buchungsformular mit Ankunft, Abreise, Anzahl der Gäste', [
    'Ankunft=date',
    'Abreise=date',
    'Anzahl der Gäste=number',
  ]);
  has(t, 'Ferienhaus in Bayern mit einem Buchungsformular: Name, E-Mail, Ankunft und Abreise', ['Ankunft=date']);
  has(t, 'Hotel in Bonn mit Buchungsformular mit Ankunft, Nächte und Personen', ['Ankunft=date', 'Personen=number']);
});

t.test('fields listed in a sentence of their own, after the form is named, in four languages', async (t) => {
  has(t, 'Language school with a sign-up form. It asks for name, email, level and start date.', ['Level=text', 'Start date=date']);
  has(t, 'Bike hire with a booking form. The form asks for name, phone, pick-up date and number of bikes.', [
    'Phone=tel',
    'Pick-up date=date',
    'Number of bikes=number',
  ]);
  has(t, 'Un traiteur avec un formulaire de contact. Il demande nom, e-mail, date et nombre de personnes.', [
    'Date=date',
    'Nombre de personnes=number',
  ]);
  has(t, 'Escuela de idiomas con un formulario de inscripción. Campos: nombre, correo, nivel y fecha de inicio.', [
    'Nivel=text',
    'Fecha de inicio=date',
  ]);
  has(t, 'Ein Fotostudio mit Kontaktformular. Felder: Name, E-Mail, Telefon und Wunschtermin.', ['Telefon=tel']);
});

t.test('a name between the form and its list is no field: the first field is kept', async (t) => {
  has(t, 'Campsite reservation form for Pine Hollow with arrival date, departure date, tent pitches and email', [
    'Arrival date=date',
    'Departure date=date',
    'Tent pitches=text',
  ]);
  has(t, 'Anmeldeformular für den Chor Harmonie mit Vorname, Geburtsdatum und E-Mail', ['Vorname=text', 'Geburtsdatum=date']);
  has(t, 'Formulario de contacto para la Clínica Sol con teléfono, fecha de la cita y mensaje', ['Teléfono=tel', 'Fecha de la cita=date']);
  has(t, 'Order form for Crumb & Co: pick-up date, cake size and phone number', ['Pick-up date=date', 'Phone number=tel']);
});

t.test('a form asked for without the word "form": what the page is for, then its fields', async (t) => {
  has(t, 'Internship application for Northwind Studio: full name, email, mobile, portfolio upload and earliest start date', [
    'Mobile=tel',
    'Portfolio upload=file',
    'Earliest start date=date',
  ]);
  has(t, 'Event registration for the Canal Run – name, email, date of birth and emergency phone', [
    'Date of birth=date',
    'Emergency phone=tel',
  ]);
  has(t, 'Mailing list sign-up for Bramble Books: first name, email and a tick box to agree to the terms', [
    'First name=text',
    'Agree to the terms=checkbox',
  ]);
  t.same(
    parseRequest('Pricing for the workshop: half day, full day and weekend').asked.form,
    null,
    'a list with no contact field is no form',
  );
  t.same(parseRequest('Bookings: call 0161 555 0101 or email hi@bramble.example').asked.form, null, 'contact details are no fields');
});

t.test('choices in brackets belong to the field before them', async (t) => {
  has(t, 'Bike rental form: name, email, frame size (S, M, L) and rental date', ['Frame size=radio[S...]', 'Rental date=date']);
  has(t, 'A language school with a sign-up form with name, email and level (beginner, intermediate, advanced, native speaker, other)', [
    'Level=select',
  ]);
  const form = parseRequest('Quote form with name, email and service (repair or replacement)').asked.form;
  t.same(form?.choices, { service: ['repair', 'replacement'] });
  t.notOk(parseRequest('Quote form with name, email and service (repair or replacement)').asked.custom.includes('replacement'));
  has(t, 'Contact form with name, phone (optional) and message', ['Phone optional=tel']);
});

t.test('each choice of a group names its question for whoever reads it alone', async (t) => {
  const html = generateSite('Bike rental form: name, email, frame size (S, M, L) and rental date').files[0]!.content;
  t.match(html, /> S<span class="visually-hidden"> \(Frame size\)<\/span><\/label>/);
});

t.test('the list opens with a dash or a verb as well as with "with"', async (t) => {
  has(t, 'Booking form — name, email, arrival time and number of nights', ['Arrival time=time', 'Number of nights=number']);
  has(t, 'A gym whose contact form collects name, phone and preferred class', ['Phone=tel', 'Preferred class=text']);
  has(t, 'Formulaire d’inscription avec nom, e-mail et heure d’arrivée', ['Heure d’arrivée=time']);
});

t.test('a first or last name is the sender’s name; a sign-up that makes no account asks for no password', async (t) => {
  const forms = controls('A choir with a sign-up form with first name, last name, email and voice type').join(' ').split('|');
  const found = forms.find((f) => f.includes('First name=text')) ?? '';
  t.notMatch(found, /(?:^|\s)Name=text/, 'no second name field');
  t.match(found, /Last name=text/);
  t.notMatch(found, /=password/, 'no password for a choir sign-up');
  t.ok(
    controls('A forum with a sign-up form with username, email and a password').some((c) => c.endsWith('=password')),
    'an account keeps its password',
  );
});

t.test('a sign-up that makes no account does not say it made one; an account sign-up does', async (t) => {
  const pageText = (query: string) =>
    generateSite(query)
      .files.filter((f) => f.path.endsWith('.html'))
      .map((f) => f.content)
      .join('\n');
  for (const query of [
    'A choir with a sign-up form with first name, last name, email and voice type',
    'Volunteer sign-up for the Riverside Food Bank: name, email, phone and which days you can help',
    'Une chorale avec un formulaire d’inscription: prénom, e-mail et tessiture',
  ]) {
    const html = pageText(query);
    t.match(html, /id="signup"/, `${query}: a sign-up section`);
    t.notMatch(html, /Create an account|Account created|Créer un compte|Compte créé|data-match=/, `${query}: no account promised`);
    t.match(html, /<h2 id="signup-title">(?:Sign up|Inscription)<\/h2>/, `${query}: headed as a sign-up`);
  }
  const account = pageText('A members area for a tennis club with a sign-up form to create an account');
  t.match(account, /<h2 id="signup-title">Create an account<\/h2>/, 'an account sign-up is headed as one');
  t.match(account, /data-success="Account created in this demo/, 'and says the account was made');
  t.match(account, /data-match="signup-password signup-confirm"/, 'its two passwords must match');
});

t.test('round 10: the fields after a dash that follows who the form is for', async (t) => {
  t.same(parseRequest('Enquiry form for Hill Farm Lets – name, email, dates and message').asked.form?.fields, [
    'name',
    'email',
    'dates',
    'message',
  ]);
  t.same(parseRequest('Order form for Bun Club - name, phone, pickup time').asked.form?.fields, ['name', 'phone', 'pickup time']);
  t.same(parseRequest('Order form for Bun Club - name, phone, pickup time').items, [], 'a field is no thing');
});

t.test("a German request closing with its verb's particle: the particle is no field", async (t) => {
  t.same(parseRequest('Füge ein Kontaktformular mit Name, E-Mail und Kurs hinzu').asked.form?.fields, ['Name', 'E-Mail', 'Kurs']);
  t.same(parseRequest('Yogastudio Atem: bitte ein Formular mit Name, Telefon und Wunschtermin dazu.').asked.form?.fields, [
    'Name',
    'Telefon',
    'Wunschtermin',
  ]);
});

t.test('a form word ends where its sentence ends: the next sentence gives fields only when it names some', async (t) => {
  // "forms" taught at a kung fu school is no form; the next sentence's list is what the site shows.
  const kungFu = parseRequest('We teach kids classes and advanced forms. Would love a site with a timetable, prices and photos.');
  t.equal(kungFu.asked.form, null, 'no form made of a timetable and prices');
  // A form word, then its fields in the next sentence, still reads (they name fields).
  t.same(parseRequest('We want a sign-up form. It asks for name, email and phone.').asked.form?.fields, ['name', 'email', 'phone']);
  t.same(parseRequest('A booking form with name, email and date. Also a gallery, reviews and a map.').asked.form?.fields, [
    'name',
    'email',
    'date',
  ]);
});
