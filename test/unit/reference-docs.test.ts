// The generated reference pages must match the schemas they are generated from.
import { readFile } from 'node:fs/promises';
import t from 'tap';
import { REFERENCE_DOCS, configurationDoc, eventsDoc } from '../../infra/docs/reference-docs.ts';
import { ConfigSchema } from '../../shared/config/config.ts';
import { catalogueEntries } from '../../shared/events/catalogue.ts';

t.test('docs/configuration.md and docs/events.md are current (run npm run docs)', async (t) => {
  for (const [path, build] of Object.entries(REFERENCE_DOCS)) {
    t.equal(await readFile(path, 'utf8'), build(), `${path} matches the schemas`);
  }
});

t.test('every setting and every event is in the reference', async (t) => {
  const configuration = configurationDoc();
  for (const key of Object.keys(ConfigSchema.shape)) t.match(configuration, `| \`${key}\` |`, key);
  const events = eventsDoc();
  for (const { type, version } of catalogueEntries()) t.match(events, `### \`${type}@${version}\``, `${type}@${version}`);
});
