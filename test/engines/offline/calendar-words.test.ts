// Day and month names are written out once (request/calendar-words.ts) for the facts a request
// states, the hours edit and the price edit: seven days and twelve months in each language, and
// the readers built on them find a day or a month in any of the four languages.
import t from 'tap';
import {
  alternation,
  MONTHS,
  monthNames,
  WEEKDAYS,
  WEEKDAYS_SHORT,
  weekdayForms,
  weekdayNamesInProse,
} from '../../../services/generator/engines/offline/request/calendar-words.ts';
import { readFacts } from '../../../services/generator/engines/offline/request/facts.ts';
import { isHoursLine } from '../../../services/generator/engines/offline/edit/hours-edit.ts';

t.test('seven days and twelve months in each language, lowercase', async (t) => {
  for (const lang of ['en', 'de', 'es', 'fr'] as const) {
    t.equal(WEEKDAYS[lang].length, 7, `${lang} days`);
    t.equal(WEEKDAYS_SHORT[lang].length, 7, `${lang} short days`);
    t.equal(MONTHS[lang].length, 12, `${lang} months`);
    for (const word of [...WEEKDAYS[lang], ...WEEKDAYS_SHORT[lang], ...MONTHS[lang]]) t.equal(word, word.toLowerCase(), word);
  }
});

t.test('the lists hold each form once, and the spellings people type without accents', async (t) => {
  const months = monthNames();
  t.equal(new Set(months).size, months.length);
  for (const month of ['may', 'mai', 'mayo', 'märz', 'jänner', 'fevrier', 'décembre', 'setiembre']) t.ok(months.includes(month), month);
  const days = weekdayForms();
  t.equal(new Set(days).size, days.length);
  for (const day of ['mo', 'sáb', 'sab', 'jeu', 'thurs', 'täglich', 'tous les jours', 'saturdays']) t.ok(days.includes(day), day);
  for (const day of ['samedis', 'montags', 'sábados', 'sundays', 'weekends']) t.ok(weekdayNamesInProse().includes(day), day);
});

t.test('an alternation tries longer words first and reads spaces loosely', async (t) => {
  const pattern = new RegExp(`^(?:${alternation(['sep', 'sept', 'every day'])})`, 'i');
  t.equal(pattern.exec('Sept 3')?.[0], 'Sept');
  t.ok(pattern.test('every  day'));
});

t.test('the readers built on the lists find days and months in the four languages', async (t) => {
  const dates = (text: string) =>
    readFacts(text)
      .filter((f) => f.kind === 'date')
      .map((f) => f.text);
  t.same(dates('Dorffest am 3. Jänner 2027 in Linz'), ['3. Jänner 2027']);
  t.same(dates('Brocante le 2 fevrier à Nantes'), ['2 fevrier']);
  t.same(dates('Feria el 9 de setiembre en Lima'), ['9 de setiembre']);
  t.same(dates('Pop-up market on Sept 21 in Leeds'), ['Sept 21']);
  for (const line of ['Mo–Fr 9–18', 'lun-ven 8h-19h', 'Sáb 10-14', 'Sundays closed', 'täglich 7–22']) t.ok(isHoursLine(line), line);
  t.notOk(isHoursLine('Call us on 0113 496 0000'));
});
