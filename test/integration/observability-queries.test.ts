// The Grafana dashboard and the Prometheus alert rules (infra/observability/) are checked, not
// hoped: every PromQL expression parses, the rules file has the shape Prometheus loads, every
// runbook link lands on a section of docs/operations.md, and every metric the two name is in a
// live scrape of a running stack (gateway, projector, scheduler, generator and dispatcher, each
// on its own /metrics) after one job built, one webhook delivered and one request refused.
import t from 'tap';
import { readFile } from 'node:fs/promises';
import { parser } from '@prometheus-io/lezer-promql';
import { Registry } from 'prom-client';
import { parse as parseYaml } from 'yaml';
import { serveMetrics } from '../../shared/metrics/metrics-server.ts';
import { quietLogger, startStack } from '../support/stack.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';

const root = new URL('../../', import.meta.url);
const dashboardFile = new URL('infra/observability/grafana-dashboard.json', root);
const rulesFile = new URL('infra/observability/alerts.yml', root);
const operationsFile = new URL('docs/operations.md', root);

/** Metrics Prometheus makes itself, not any service: `up` of every scrape target. */
const PROMETHEUS_OWN = new Set(['up']);

/** Grafana's interval variables, which PromQL does not know: replaced by a duration before parsing. */
const withoutGrafanaVariables = (expr: string) => expr.replace(/\$__(rate_interval|interval|range)\b/g, '5m');

/** Where the expression does not parse (error nodes of the PromQL grammar), as `offset: text`. */
export function syntaxErrors(expr: string): string[] {
  const errors: string[] = [];
  const cursor = parser.parse(expr).cursor();
  do {
    if (cursor.type.isError) errors.push(`${cursor.from}: ${JSON.stringify(expr.slice(cursor.from, cursor.from + 20))}`);
  } while (cursor.next());
  return errors;
}

/** The metric names the expression selects (the identifier of each vector selector). */
export function metricNames(expr: string): string[] {
  const names: string[] = [];
  const cursor = parser.parse(expr).cursor();
  do {
    if (cursor.type.name === 'Identifier' && cursor.node.parent?.type.name === 'VectorSelector')
      names.push(expr.slice(cursor.from, cursor.to));
  } while (cursor.next());
  return names;
}

/** Metric names in a scrape (text format), with the series names of histograms and summaries. */
export function scrapedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    const typed = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (typed) {
      const [, name, type] = typed;
      names.add(name!);
      if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${name}${suffix}`);
      if (type === 'summary') for (const suffix of ['_sum', '_count']) names.add(`${name}${suffix}`);
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)[{ ]/.exec(line);
    if (sample) names.add(sample[1]!);
  }
  return names;
}

interface DashboardQuery {
  where: string;
  expr: string;
}

/** Every query of the dashboard: each panel's targets (rows' nested panels too) and each query variable. */
function dashboardQueries(dashboard: any): DashboardQuery[] {
  const queries: DashboardQuery[] = [];
  const panels = (list: any[] = []): any[] => list.flatMap((panel) => [panel, ...panels(panel.panels)]);
  for (const panel of panels(dashboard.panels)) {
    for (const target of panel.targets ?? []) queries.push({ where: `panel "${panel.title}" ${target.refId}`, expr: target.expr });
  }
  for (const variable of dashboard.templating?.list ?? []) {
    if (variable.type !== 'query') continue;
    const query: string = typeof variable.query === 'string' ? variable.query : variable.query.query;
    // Grafana's label_values(metric, label): the metric part is PromQL.
    const labelValues = /^label_values\((.*),\s*\w+\)$/.exec(query.trim());
    queries.push({ where: `variable ${variable.name}`, expr: labelValues ? labelValues[1]! : query });
  }
  return queries.map((query) => ({ ...query, expr: withoutGrafanaVariables(query.expr) }));
}

const ruleQueries = (rules: any): DashboardQuery[] =>
  rules.groups.flatMap((group: any) => group.rules.map((rule: any) => ({ where: `alert ${rule.alert}`, expr: String(rule.expr) })));

/** GitHub's anchor of a Markdown heading. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

/** What is wrong with a rules file for Prometheus (its `rules` format), as sentences; empty when nothing. */
export function ruleFileProblems(rules: any, anchors: Set<string>): string[] {
  const problems: string[] = [];
  const duration = /^(\d+y)?(\d+w)?(\d+d)?(\d+h)?(\d+m)?(\d+s)?(\d+ms)?$/;
  if (!Array.isArray(rules?.groups) || rules.groups.length === 0) return ['no `groups` list'];
  const groupNames = new Set<string>();
  for (const group of rules.groups) {
    if (typeof group.name !== 'string' || group.name === '') problems.push('a group without a name');
    if (groupNames.has(group.name)) problems.push(`group ${group.name} twice`);
    groupNames.add(group.name);
    for (const key of Object.keys(group))
      if (!['name', 'interval', 'rules', 'limit', 'query_offset', 'labels'].includes(key))
        problems.push(`group ${group.name}: unknown key ${key}`);
    if (!Array.isArray(group.rules) || group.rules.length === 0) problems.push(`group ${group.name}: no rules`);
    for (const rule of group.rules ?? []) {
      const name = rule.alert;
      for (const key of Object.keys(rule))
        if (!['alert', 'expr', 'for', 'keep_firing_for', 'labels', 'annotations'].includes(key))
          problems.push(`${name}: unknown key ${key}`);
      if (typeof name !== 'string' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) problems.push(`an alert named ${JSON.stringify(name)}`);
      if (typeof rule.expr !== 'string' || rule.expr.trim() === '') problems.push(`${name}: no expr`);
      if (typeof rule.for !== 'string' || rule.for === '' || !duration.test(rule.for))
        problems.push(`${name}: for ${JSON.stringify(rule.for)} is not a duration`);
      if (!['critical', 'warning', 'info'].includes(rule.labels?.severity))
        problems.push(`${name}: labels.severity is not critical, warning or info`);
      for (const annotation of ['summary', 'description', 'runbook_url'])
        if (typeof rule.annotations?.[annotation] !== 'string' || rule.annotations[annotation] === '')
          problems.push(`${name}: no annotations.${annotation}`);
      const anchor = /^docs\/operations\.md#(.+)$/.exec(rule.annotations?.runbook_url ?? '')?.[1];
      if (!anchor || !anchors.has(anchor))
        problems.push(`${name}: runbook_url ${rule.annotations?.runbook_url} is not a section of docs/operations.md`);
    }
  }
  return problems;
}

async function readAll() {
  const dashboard = JSON.parse(await readFile(dashboardFile, 'utf8'));
  const rules = parseYaml(await readFile(rulesFile, 'utf8'));
  const headings = (await readFile(operationsFile, 'utf8')).split('\n').filter((line) => /^#+ /.test(line));
  const anchors = new Set(headings.map((line) => anchorOf(line.replace(/^#+ /, ''))));
  return { dashboard, rules, anchors, queries: [...dashboardQueries(dashboard), ...ruleQueries(rules)] };
}

t.test('the checks themselves catch a broken query, an unknown metric and a bad rule', async (t) => {
  t.same(syntaxErrors('sum(rate(sitewright_http_requests_total[5m]))'), []);
  t.not(syntaxErrors('sum(rate(sitewright_http_requests_total[5m])').length, 0, 'a missing parenthesis');
  t.not(syntaxErrors('rate(sitewright_http_requests_total[$__rate_interval])').length, 0, 'a Grafana variable left in');
  t.same(metricNames('histogram_quantile(0.9, sum by (le) (rate(a_bucket{x="y"}[5m]))) / on() b'), ['a_bucket', 'b']);
  const scraped = scrapedNames('# TYPE h histogram\nh_bucket{le="1"} 1\n# TYPE c_total counter\nc_total 2\n');
  t.ok(scraped.has('h_count') && scraped.has('c_total'));
  t.notOk(scraped.has('sitewright_http_request_totl'), 'a misspelt name is not found');
  const { rules, anchors } = await readAll();
  t.same(ruleFileProblems(rules, anchors), []);
  const broken = structuredClone(rules);
  broken.groups[0].rules[0].for = '5 minutes';
  broken.groups[0].rules[1].annotations.runbook_url = 'docs/operations.md#no-such-section';
  delete broken.groups[1].rules[0].labels.severity;
  t.equal(ruleFileProblems(broken, anchors).length, 3, 'a bad duration, a dead runbook link and a missing severity');
});

t.test('dashboard and rules: every expression parses; the files have the expected shape', async (t) => {
  const { dashboard, rules, anchors, queries } = await readAll();
  t.ok(queries.length > 40, `${queries.length} expressions`);
  for (const { where, expr } of queries) t.same(syntaxErrors(expr), [], `${where}: ${expr}`);
  t.same(ruleFileProblems(rules, anchors), [], 'the rules file loads in Prometheus');

  t.ok(dashboard.schemaVersion >= 36, 'a schema version current Grafana imports');
  const datasource = dashboard.templating.list.find((variable: any) => variable.name === 'DS_PROMETHEUS');
  t.equal(datasource?.type, 'datasource');
  t.equal(datasource?.query, 'prometheus');
  const panels = dashboard.panels.filter((panel: any) => panel.type !== 'row');
  t.equal(new Set(dashboard.panels.map((panel: any) => panel.id)).size, dashboard.panels.length, 'panel ids are unique');
  // Grafana's variable reference, written out: not a template string.
  const chosenDatasource = ['$', '{DS_PROMETHEUS}'].join('');
  for (const panel of panels) t.equal(panel.datasource?.uid, chosenDatasource, `panel "${panel.title}" reads the chosen Prometheus`);
  const rows = dashboard.panels.filter((panel: any) => panel.type === 'row').map((panel: any) => panel.title);
  t.same(rows, ['Jobs', 'Latency', 'Queue', 'Projection', 'Webhooks', 'Errors', 'Resources']);
});

t.test("a service's metrics server: 404 in JSON elsewhere, METRICS_TOKEN when set", async (t) => {
  const registry = new Registry();
  const server = await serveMetrics(
    { METRICS_PORT: 0, METRICS_HOST: '127.0.0.1', METRICS_TOKEN: 'a-metrics-token-0123' },
    registry,
    quietLogger(),
  );
  t.ok(server);
  t.teardown(() => server?.close());
  const url = server!.url;
  const other = await fetch(url.replace(/\/metrics$/, '/other'));
  t.equal(other.status, 404);
  t.same(await other.json(), { code: 'not_found', error: 'Only GET /metrics is served here.' });
  const refused = await fetch(url);
  t.equal(refused.status, 401);
  t.equal((await refused.json()).code, 'unauthorized');
  t.equal((await fetch(url, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status, 401);
  const served = await fetch(url, { headers: { authorization: 'Bearer a-metrics-token-0123' } });
  t.equal(served.status, 200);
  t.match(served.headers.get('content-type'), /^text\/plain/);
  t.equal(await serveMetrics({ METRICS_HOST: '127.0.0.1' }, registry, quietLogger()), null, 'no METRICS_PORT, no server');
});

t.test('every metric of the dashboard and the rules is in a live scrape of the stack', async (t) => {
  const receiver = await WebhookReceiver.start();
  t.teardown(() => receiver.close());
  const stack = await startStack({ env: { METRICS_PORT: '0', WEBHOOK_ALLOWED_HOSTS: receiver.host }, dispatcher: true });
  t.teardown(() => stack.stop());
  const targets = {
    gateway: `${stack.baseUrl}/metrics`,
    projector: stack.projector?.metricsUrl,
    scheduler: stack.scheduler?.metricsUrl,
    generator: stack.generators[0]?.metricsUrl,
    dispatcher: stack.dispatcher?.metricsUrl,
  };
  for (const [role, url] of Object.entries(targets)) t.match(url, /^http:\/\/127\.0\.0\.1:\d+\/metrics$/, `the ${role} serves its metrics`);
  const scrape = async (url: string | undefined) => await (await fetch(url!)).text();
  const value = (text: string, series: string) => Number(new RegExp(`^${series.replace(/[{}+]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1]);

  // One job built (with a webhook delivered for it), one request refused by the rate limit.
  const { apiKey } = await stack.createAccount({ name: 'Observed', rate_limit_per_minute: 1, burst: 1 });
  const hook = await stack.http('POST', '/webhooks', { apiKey, body: { url: receiver.url(), events: ['job.ready'] } });
  t.equal(hook.status, 200);
  const accepted = await stack.http('POST', '/generate', { apiKey, body: { query: 'A one-page site for a bakery in Lyon' } });
  t.equal(accepted.status, 200);
  const jobId: string = accepted.body.job_id;
  t.equal((await stack.waitForJob(jobId, apiKey)).status, 'ready');
  t.equal((await stack.http('POST', '/generate', { apiKey, body: { query: 'Another site' } })).status, 429);
  await receiver.waitFor(1);
  let dispatcherText = await scrape(targets.dispatcher);
  for (let tries = 0; tries < 100 && value(dispatcherText, 'sitewright_webhook_deliveries_total{outcome="delivered"}') < 1; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    dispatcherText = await scrape(targets.dispatcher);
  }
  await stack.caughtUp();

  const texts: Record<string, string> = {};
  for (const [role, url] of Object.entries(targets)) texts[role] = role === 'dispatcher' ? dispatcherText : await scrape(url);
  const gateway = texts.gateway!;
  // The readings are honest, not just present.
  t.equal(value(gateway, 'sitewright_jobs_accepted_total{source="generated",reused="false"}'), 1);
  t.equal(value(gateway, 'sitewright_http_refusals_total{code="rate_limited"}'), 1);
  t.equal(value(gateway, 'sitewright_http_requests_total{method="POST",route="/generate",status="429"}'), 1);
  t.ok(
    value(gateway, 'sitewright_http_requests_total{method="GET",route="/job/:job_id",status="200"}') >= 1,
    'polls count under the route pattern',
  );
  t.notMatch(gateway, jobId, 'no label holds a job id');
  t.equal(value(texts.generator!, 'sitewright_generator_jobs_started_total{engine="offline"}'), 1);
  t.equal(value(texts.generator!, 'sitewright_generator_jobs_finished_total{engine="offline",outcome="ready",error_code=""}'), 1);
  t.equal(value(texts.generator!, 'sitewright_generator_build_duration_seconds_count{engine="offline",outcome="ready"}'), 1);
  t.equal(value(texts.generator!, 'sitewright_generator_queue_wait_seconds_count{engine="offline"}'), 1);
  t.equal(value(dispatcherText, 'sitewright_webhook_deliveries_total{outcome="delivered"}'), 1);
  t.equal(value(texts.projector!, 'sitewright_projector_active'), 1);
  t.equal(value(texts.scheduler!, 'sitewright_scheduler_active'), 1);
  t.ok(value(texts.projector!, 'sitewright_projector_events_applied_total') > 0);
  for (const role of Object.keys(targets)) t.equal(value(texts[role]!, 'sitewright_nats_connected'), 1, `the ${role} is connected to NATS`);
  t.equal(value(gateway, 'sitewright_database_up'), 1);
  t.equal(value(texts.projector!, 'sitewright_database_up'), 1);

  const scraped = new Set(Object.values(texts).flatMap((text) => [...scrapedNames(text)]));
  const { queries } = await readAll();
  const used = new Set(queries.flatMap(({ expr }) => metricNames(expr)));
  t.ok(used.size > 30, `${used.size} metric names used`);
  for (const name of used) t.ok(scraped.has(name) || PROMETHEUS_OWN.has(name), `${name} is in a live scrape`);
});
