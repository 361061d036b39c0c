// One reader of money for the request's price lists and the price edits: amounts in the four
// languages' number formats, with the currency before or after them, and no money read out of
// dates, codes or words.
import t from 'tap';
import { findMoney, readAmount } from '../../../services/generator/engines/offline/request/money.ts';

const read = (text: string) => findMoney(text).map((m) => [text.slice(m.start, m.end), m.amount, m.currency]);

t.test('an amount in each number format', async (t) => {
  t.equal(readAmount('7.95'), 7.95);
  t.equal(readAmount('7,95'), 7.95);
  t.equal(readAmount('2,400'), 2400);
  t.equal(readAmount('3.600'), 3600);
  t.equal(readAmount('2,400.75'), 2400.75);
  t.equal(readAmount('3.600,5'), 3600.5);
  t.equal(readAmount("4'800"), 4800);
  t.equal(readAmount('12'), 12);
});

t.test('the currency before or after the amount, as written', async (t) => {
  t.same(read('trim £11.50, wash €9'), [
    ['£11.50', 11.5, '£'],
    ['€9', 9, '€'],
  ]);
  t.same(read('Jahreskarte 2.450,00 € und Tageskarte 9,90 €'), [
    ['2.450,00 €', 2450, '€'],
    ['9,90 €', 9.9, '€'],
  ]);
  t.same(read('from A$85 or NZ$ 90'), [
    ['A$85', 85, 'A$'],
    ['NZ$ 90', 90, 'NZ$'],
  ]);
  t.same(read('CHF 64 oder 64 CHF'), [
    ['CHF 64', 64, 'CHF'],
    ['64 CHF', 64, 'CHF'],
  ]);
  t.same(read('only 20 dollars, 15 euros'), [
    ['20 dollars', 20, 'dollars'],
    ['15 euros', 15, 'euros'],
  ]);
  t.same(read('a bare 6.40'), [['6.40', 6.4, null]]);
});

t.test('no money inside dates, codes and words', async (t) => {
  t.same(read('A3 poster, printed 12.03.2025'), []);
  t.same(read('room B12'), []);
  // A currency word only as a whole word: "12 euro" is money, "12 eurostars" is not.
  t.same(read('12 eurostars'), [['12', 12, null]]);
});

t.test('a long run of digits and marks is read in one pass', async (t) => {
  const text = '1,'.repeat(50_000);
  const start = performance.now();
  findMoney(text);
  t.ok(performance.now() - start < 1000);
});
