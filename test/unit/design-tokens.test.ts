// Issue 27: design tokens in the W3C Design Tokens Community Group format, read into the flat list
// the log keeps (aliases, inherited types, the 2025 colour and dimension objects), and the 400s a
// document the service cannot use gets, naming the field and the token.
import t from 'tap';
import { readDocument, MAX_ALIAS_DEPTH, MAX_ENTRIES } from '../../shared/design/dtcg-document.ts';
import { designTokensOf } from '../../shared/design/read-design-tokens.ts';
import { colourValue, fontFamilyValue } from '../../shared/design/token-values.ts';
import { GenerateRequestSchema } from '../../shared/api/schemas.ts';

const tokensOf = (document: unknown) => {
  const reading = readDocument(document);
  if (!reading.ok) throw new Error(`unexpected problem: ${reading.problem.token.join('.')} ${reading.problem.message}`);
  return reading.tokens;
};
const problemOf = (document: unknown) => {
  const reading = readDocument(document);
  return reading.ok ? null : reading.problem;
};

const BRAND = {
  color: {
    $type: 'color',
    $description: 'Brand colours',
    brand: {
      primary: { $value: '#0A7CFF', $description: 'ignored' },
      secondary: { $value: { colorSpace: 'srgb', components: [1, 0.5, 0], alpha: 1 } },
    },
    background: { $value: 'rgb(250, 248, 240)' },
    text: { $value: 'hsl(220, 30%, 12%)' },
    link: { $value: '{color.brand.primary}' },
    accent: { $value: 'rebeccapurple' },
  },
  font: {
    heading: { $type: 'fontFamily', $value: ['Playfair Display', 'Georgia', 'serif'] },
    body: { $type: 'fontFamily', $value: 'Inter' },
    weight: { $type: 'fontWeight', $value: 700 },
    size: { $type: 'dimension', base: { $value: { value: 18, unit: 'px' } }, h1: { $value: '2.5rem' } },
  },
  spacing: { $type: 'dimension', md: { $value: { value: 1.5, unit: 'rem' } } },
  radius: { $type: 'dimension', card: { $value: '12px' } },
  shadow: { $type: 'shadow', card: { $value: { color: '#000', offsetX: '0px' } } },
  size: { $type: 'dimension', icon: { $value: '24px' } },
};

t.test('groups, inherited types, aliases and every value form, in document order', async (t) => {
  t.same(tokensOf(BRAND), [
    { name: 'color.brand.primary', type: 'color', value: '#0a7cff' },
    { name: 'color.brand.secondary', type: 'color', value: '#ff8000' },
    { name: 'color.background', type: 'color', value: '#faf8f0' },
    { name: 'color.text', type: 'color', value: '#151c28' },
    { name: 'color.link', type: 'color', value: '#0a7cff' },
    { name: 'color.accent', type: 'color', value: '#663399' },
    { name: 'font.heading', type: 'fontFamily', value: '"Playfair Display", "Georgia", serif' },
    { name: 'font.body', type: 'fontFamily', value: '"Inter"' },
    { name: 'font.size.base', type: 'fontSize', value: '18px' },
    { name: 'font.size.h1', type: 'fontSize', value: '2.5rem' },
    { name: 'spacing.md', type: 'spacing', value: '1.5rem' },
    { name: 'radius.card', type: 'radius', value: '12px' },
  ]);
});

t.test("an alias takes its target's type, through chains, and a token's own $type beats its group's", async (t) => {
  t.same(
    tokensOf({
      base: { blue: { $type: 'color', $value: '#0000ff' } },
      semantic: { $type: 'dimension', primary: { $value: '{semantic.brand}' }, brand: { $value: '{base.blue}' } },
    }),
    // `semantic` says dimension, which its aliases keep: a dimension named "primary" is no size the service uses.
    [{ name: 'base.blue', type: 'color', value: '#0000ff' }],
  );
  t.same(
    tokensOf({
      base: { blue: { $type: 'color', $value: '#0000ff' } },
      semantic: { primary: { $value: '{semantic.brand}' }, brand: { $value: '{base.blue}' } },
    }),
    [
      { name: 'base.blue', type: 'color', value: '#0000ff' },
      { name: 'semantic.primary', type: 'color', value: '#0000ff' },
      { name: 'semantic.brand', type: 'color', value: '#0000ff' },
    ],
  );
});

t.test('the 2025 colour object: srgb, hsl, alpha, and the hex fallback of other spaces', async (t) => {
  t.equal(colourValue({ colorSpace: 'srgb', components: [0, 0, 0] }), '#000000');
  t.equal(colourValue({ colorSpace: 'srgb', components: [1, 1, 1], alpha: 0.5 }), '#ffffff80');
  t.equal(colourValue({ colorSpace: 'hsl', components: [0, 100, 50] }), '#ff0000');
  t.equal(colourValue({ colorSpace: 'oklch', components: [0.7, 0.1, 200], hex: '#44AADD' }), '#44aadd');
  t.equal(colourValue({ colorSpace: 'srgb', components: ['none', 0, 1] }), '#0000ff');
  t.throws(() => colourValue({ colorSpace: 'oklch', components: [0.7, 0.1, 200] }), /hex/);
  t.throws(() => colourValue({ colorSpace: 'srgb', components: [2, 0, 0] }));
  t.throws(() => colourValue('red; background: url(x)'), /not a colour/);
});

t.test('font families are quoted, generic families are not, and nothing closes a declaration', async (t) => {
  t.equal(fontFamilyValue('Inter, sans-serif'), '"Inter", sans-serif');
  t.equal(fontFamilyValue(["'Source Sans 3'", 'System-UI']), '"Source Sans 3", system-ui');
  t.throws(() => fontFamilyValue('Inter"; } body { color: red'), /not a font name/);
  t.throws(() => fontFamilyValue(42), /font name/);
});

t.test('documents the service cannot use: the problem names the token', async (t) => {
  t.match(problemOf({ color: { a: { $type: 'color', $value: '{color.b}' } } }), {
    token: ['color', 'a'],
    message: /refers to \{color\.b\}, which is not a token/,
  });
  t.match(problemOf({ color: { $type: 'color', a: { $value: '{color.b}' }, b: { $value: '{color.c}' }, c: { $value: '{color.a}' } } }), {
    token: ['color', 'c'],
    message: /\{color\.a\} closes a cycle/,
  });
  t.match(problemOf({ color: { $type: 'color', a: { $value: '{color.a}' } } }), { message: /cycle/ });
  t.match(problemOf({ color: { $type: 'color', a: { $value: 'not a colour' } } }), { token: ['color', 'a'], message: /not a colour/ });
  t.match(problemOf({ size: { $type: 'dimension', spacing: { $value: { value: 4, unit: 'vw' } } } }), {
    token: ['size', 'spacing'],
    message: /unit "vw"/,
  });
  t.match(problemOf({ color: { 'a.b': { $type: 'color', $value: '#fff' } } }), { token: ['color', 'a.b'], message: /must not/ });
  t.match(problemOf({ color: { a: 'red' } }), { token: ['color', 'a'], message: /\$value/ });
  t.match(problemOf(['not', 'an', 'object']), { token: [], message: /JSON object/ });

  let deep: Record<string, unknown> = { $value: '#fff', $type: 'color' };
  for (let i = 0; i < 20; i++) deep = { g: deep };
  t.match(problemOf(deep), { message: /nested more than/ });

  const chain: Record<string, unknown> = { $type: 'color', t0: { $value: '#123456' } };
  for (let i = 1; i <= MAX_ALIAS_DEPTH + 2; i++) chain[`t${i}`] = { $value: `{c.t${i - 1}}` };
  t.match(problemOf({ c: chain }), { message: /aliases go more than/ });

  const many: Record<string, unknown> = { $type: 'fontWeight' };
  for (let i = 0; i <= MAX_ENTRIES; i++) many[`w${i}`] = { $value: 400 };
  t.match(problemOf({ many }), { message: /more than 2000 tokens/ });

  const colours: Record<string, unknown> = { $type: 'color' };
  for (let i = 0; i < 201; i++) colours[`c${i}`] = { $value: '#abcdef' };
  t.match(problemOf({ colours }), { token: ['colours', 'c200'], message: /more than 200/ });
});

t.test('a long chain of aliases is read in linear time: each token is resolved once', async (t) => {
  // 1,999 tokens each naming the one before, in chains of 15: a resolver that followed every chain
  // again for every token, or walked a cycle, would take far longer than this.
  const group: Record<string, unknown> = { $type: 'color' };
  for (let i = 0; i < 1_999; i++) group[`t${i}`] = { $value: i % 15 === 0 ? '#102030' : `{g.t${i - 1}}` };
  const started = performance.now();
  const reading = readDocument({ g: group });
  t.ok(performance.now() - started < 500, 'read quickly');
  t.equal(reading.ok, false, 'more than 200 usable tokens is refused, after resolving');
});

t.test('the request: design_tokens first, else a tokens file, which stays among the files', async (t) => {
  const file = { path: 'design.tokens.json', content: JSON.stringify({ brand: { $type: 'color', $value: '#ff0000' } }) };
  t.same(designTokensOf({ files: [{ path: 'index.html', content: '' }, file] }), [{ name: 'brand', type: 'color', value: '#ff0000' }]);
  t.same(designTokensOf({ design_tokens: { x: { $type: 'color', $value: 'blue' } }, files: [file] }), [
    { name: 'x', type: 'color', value: '#0000ff' },
  ]);
  t.same(designTokensOf({ files: [{ path: 'other.json', content: file.content }] }), []);
  t.same(designTokensOf({ files: [{ path: 'data/tokens.json', content: file.content }] }), [], 'only at the root');
  t.same(designTokensOf({}), []);
});

t.test('the request schema refuses a bad document, naming the field and the token', async (t) => {
  const body = GenerateRequestSchema.safeParse({ query: 'x', design_tokens: { color: { $type: 'color', brand: { $value: '#12' } } } });
  t.notOk(body.success);
  t.match(body.error?.issues, [{ path: ['design_tokens'], message: /^the token color\.brand: "#12" is not a colour/ }]);
  const files = GenerateRequestSchema.safeParse({
    query: 'x',
    files: [
      { path: 'index.html', content: '<p>hi</p>' },
      { path: 'tokens.json', content: '{"color": ' },
    ],
  });
  t.match(files.error?.issues, [{ path: ['files', 1, 'content'], message: /is not valid JSON/ }]);
  t.ok(GenerateRequestSchema.safeParse({ query: 'x', design_tokens: BRAND }).success);
});

t.test('any JSON is read or refused, never thrown on, and what is read fits the log', async (t) => {
  const fc = (await import('fast-check')).default;
  const leaf = fc.oneof(
    fc.string(),
    fc.constantFrom('#fff', '{a.b}', '{a}', 'rgb(1,2,3)', '16px', 'Inter, serif', 'none'),
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
  );
  const key = fc.oneof(
    fc.constantFrom('$value', '$type', 'a', 'b', 'color', 'font', 'size', 'space', 'radius', '$description'),
    fc.string(),
  );
  const type = fc.constantFrom('color', 'dimension', 'fontFamily', 'fontWeight', 'shadow', 'fontSizes', 'borderRadius');
  const { tree } = fc.letrec((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small' },
      leaf,
      type,
      fc.array(tie('tree'), { maxLength: 4 }),
      fc.dictionary(key, tie('tree'), { maxKeys: 6 }),
      fc.record({
        colorSpace: fc.constantFrom('srgb', 'hsl', 'oklch'),
        components: fc.array(fc.oneof(fc.double(), fc.constant('none')), { maxLength: 4 }),
        hex: fc.string(),
      }),
    ),
  }));
  const { DesignTokensSchema } = await import('../../shared/design/design-tokens.ts');
  fc.assert(
    fc.property(tree, (document) => {
      const reading = readDocument(document);
      if (reading.ok) return DesignTokensSchema.safeParse(reading.tokens).success;
      return typeof reading.problem.message === 'string' && reading.problem.message.length > 0;
    }),
    { numRuns: 2_000, seed: 27 },
  );
  t.pass('2,000 random documents');
});
