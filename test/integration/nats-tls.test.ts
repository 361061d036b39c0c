// Mutual TLS to the event log, with a CA made here by openssl: every service connects with
// NATS_TLS_CA, NATS_TLS_CERT and NATS_TLS_KEY and a job completes; a client without a client
// certificate, or speaking plain text, is refused.
import t from 'tap';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '@nats-io/transport-node';
import { startStack, type TestStack } from '../support/stack.ts';
import { rawNatsExchange } from '../support/nats-protocol.ts';

let dir: string;
let stack: TestStack;
const file = (name: string) => join(dir, name);

function openssl(...args: string[]): void {
  execFileSync('openssl', args, { stdio: 'pipe' });
}

/** A certificate signed by the test CA, for `usage` (serverAuth or clientAuth). */
async function signed(name: string, usage: string): Promise<void> {
  openssl(
    'req',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    file(`${name}.key`),
    '-out',
    file(`${name}.csr`),
    '-subj',
    `/CN=${name}`,
  );
  await writeFile(file(`${name}.ext`), `subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=${usage}\n`);
  openssl(
    'x509',
    '-req',
    '-in',
    file(`${name}.csr`),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-out',
    file(`${name}.pem`),
    '-days',
    '2',
    '-extfile',
    file(`${name}.ext`),
  );
}

t.before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitewright-nats-tls-'));
  openssl(
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=Sitewright test CA',
  );
  await signed('server', 'serverAuth');
  await signed('client', 'clientAuth');
  stack = await startStack({
    natsConfig: `tls { cert_file: ${JSON.stringify(file('server.pem'))}, key_file: ${JSON.stringify(file('server.key'))}, ca_file: ${JSON.stringify(file('ca.pem'))}, verify: true, timeout: 5 }`,
    env: { NATS_TLS_CA: file('ca.pem'), NATS_TLS_CERT: file('client.pem'), NATS_TLS_KEY: file('client.key') },
  });
});
t.teardown(async () => {
  await stack?.stop();
  await rm(dir, { recursive: true, force: true });
});

t.test('every service connects over mutual TLS and a job goes from POST to ready', async (t) => {
  const { apiKey } = await stack.createAccount();
  const posted = await stack.http('POST', '/generate', { apiKey, body: { query: 'A website for a bookshop called Margins' } });
  t.equal(posted.status, 200, posted.text);
  const job = await stack.waitForJob(posted.body.job_id, apiKey);
  t.equal(job.status, 'ready', job.error);
});

t.test('a client without a client certificate, or in plain text, is refused', async (t) => {
  // The server's refusal reaches the client as its TLS alert, or as a reset when the socket closes first;
  // a client that does not trust the server (a wrong CA) fails with another code, and fails this test.
  await t.rejects(
    connect({ servers: stack.nats.url, reconnect: false, tls: { caFile: file('ca.pem') } }),
    { code: /^(ERR_SSL_SSL\/TLS_ALERT_BAD_CERTIFICATE|ECONNRESET)$/ },
    'TLS without a client certificate',
  );
  // The server closes the socket on the plain-text CONNECT: no PONG.
  t.notOk((await rawNatsExchange(stack.nats.port, {})).includes('PONG'), 'plain text');
});
