// Sections named after "mit Abschnitten zu ...", "con una sección de ... y otra de ...": each is a
// heading in the request's own words, without the words that introduced it.
import t from 'tap';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';

const headings = (query: string) => {
  const html = generateSite(query)
    .files.filter((f) => f.path.endsWith('.html'))
    .map((f) => f.content)
    .join('\n');
  return [...html.matchAll(/<h[23][^>]*>([^<]*)<\/h[23]>/g)].map((m) => m[1]!);
};

const named = (t: { ok: (ok: boolean, message: string) => unknown }, query: string, wanted: string[], unwanted: RegExp) => {
  const found = headings(query);
  for (const w of wanted) t.ok(found.includes(w), `${query}: ${w} in ${found.join(' / ')}`);
  t.ok(!found.some((h) => unwanted.test(h)), `${query}: no heading matches ${unwanted} in ${found.join(' / ')}`);
};

t.test('German "mit Abschnitten zu/für ..." and "Bereichen": each named thing a heading', async (t) => {
  named(
    t,
    'Eine Website für einen Chor in Leipzig mit Abschnitten zu Konzerten, Proben und Mitgliedschaft',
    ['Konzerten', 'Proben'],
    /^Abschnitt/,
  );
  named(t, 'Ein Sportverein in Kiel mit Bereichen für Training, Turniere und Jugend', ['Training', 'Turniere', 'Jugend'], /^Bereich/);
  named(t, 'Eine Seite für eine Imkerei mit Abschnitten über Honigsorten, Führungen und Kurse', ['Honigsorten', 'Führungen'], /^Abschnitt/);
});

t.test('Spanish "una sección de A y otra de B": both headings, without "otra de"', async (t) => {
  named(t, 'Web para una bodega en Rioja con una sección de catas y otra de visitas', ['Catas', 'Visitas'], /^Otra/i);
  named(t, 'Sitio de un club de ajedrez con una sección de torneos y otra sobre clases', ['Torneos', 'Clases'], /^Otra/i);
  named(t, 'Página de una granja escuela con una sección de talleres y otra para cumpleaños', ['Talleres', 'Cumpleaños'], /^Otra/i);
});

t.test('a known section named with an "of" phrase ("programmation des artistes") is headed with those words', async (t) => {
  const sections = (query: string) => {
    const html = generateSite(query)
      .files.filter((f) => f.path.endsWith('.html'))
      .map((f) => f.content)
      .join('\n');
    return [...html.matchAll(/<h2 id="([\w-]+)-title">([^<]*)<\/h2>/g)].map((m) => `${m[1]}:${m[2]}`);
  };
  const cases: [string, string][] = [
    ['Site pour un festival de jazz à Lyon avec une programmation des artistes et une billetterie', 'team:Programmation des artistes'],
    ['Una escuela de música con un equipo de profesores y precios', 'team:Equipo de profesores'],
    ['Un club de voile avec une équipe de moniteurs et des tarifs', 'team:Équipe de moniteurs'],
    ['Un restaurante con una carta de vinos y reservas', 'menu:Carta de vinos'],
  ];
  for (const [query, wanted] of cases) {
    const found = sections(query);
    t.ok(found.includes(wanted), `${query}: ${wanted} in ${found.join(' / ')}`);
  }
});
