// NATS credentials and TLS settings: combinations that cannot mean one thing stop the service at
// start, with a message that names the settings and never their values.
import t from 'tap';
import { ConfigError, loadConfig } from '../../shared/config/config.ts';
import { natsAuthOptions } from '../../shared/nats/nats-auth-options.ts';

t.test('contradictory or incomplete combinations are refused by name', async (t) => {
  const refused = (env: Record<string, string>, message: RegExp) =>
    t.throws(() => loadConfig(env), { name: 'ConfigError', message }, JSON.stringify(Object.keys(env)));
  refused({ NATS_USER: 'gateway' }, /NATS_PASSWORD: is needed with NATS_USER/);
  refused({ NATS_PASSWORD: 'secret-value' }, /NATS_USER: is needed with NATS_PASSWORD/);
  refused({ NATS_TLS_CERT: '/c.pem' }, /NATS_TLS_KEY: is needed with NATS_TLS_CERT/);
  refused({ NATS_TLS_KEY: '/k.pem' }, /NATS_TLS_CERT: is needed with NATS_TLS_KEY/);
  refused({ NATS_TOKEN: 'secret-token', NATS_USER: 'gateway', NATS_PASSWORD: 'secret-value' }, /only one way to authenticate/);
  refused({ NATS_CREDS: '/u.creds', NATS_NKEY_SEED: 'SUsecret' }, /only one way to authenticate/);
  const message = (() => {
    try {
      loadConfig({ NATS_TOKEN: 'secret-token', NATS_USER: 'u', NATS_PASSWORD: 'secret-value' });
    } catch (error) {
      return (error as Error).message;
    }
    return '';
  })();
  t.notMatch(message, /secret/, 'no value in the message');
});

t.test('the connection options: one authenticator, TLS files checked by setting', async (t) => {
  t.same(natsAuthOptions(loadConfig({})), {}, 'nothing set: no options');
  t.type(natsAuthOptions(loadConfig({ NATS_TOKEN: 'secret-token' })).authenticator, 'function');
  t.type(natsAuthOptions(loadConfig({ NATS_USER: 'gateway', NATS_PASSWORD: 'secret-value' })).authenticator, 'function');
  t.throws(
    () => natsAuthOptions(loadConfig({ NATS_TLS_CA: '/nonexistent/ca.pem' })),
    new ConfigError('NATS_TLS_CA: cannot read /nonexistent/ca.pem (ENOENT)'),
  );
  t.throws(
    () => natsAuthOptions(loadConfig({ NATS_CREDS: '/nonexistent/u.creds' })),
    new ConfigError('NATS_CREDS: cannot read /nonexistent/u.creds (ENOENT)'),
  );
  t.same(natsAuthOptions(loadConfig({ NATS_TLS_CA: 'package.json' })).tls, { caFile: 'package.json' });
});
