import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateVapidKeyPair } from './adapters/push/web-push-sender.ts';
import { ConfigError, loadConfig, parseTrustProxy } from './config.ts';

function vapidEnv() {
  const keys = generateVapidKeyPair();
  return {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:admin@example.org',
  };
}

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'nivedya-config-'));
const VAPID_ENV = vapidEnv();

describe('configuration from the environment', () => {
  it('has working defaults: port 3000, embedded database under DATA_DIR, demo data outside production', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, dataDir: dir, seedDemoData: true });
    expect(config.cookieSecure).toBe(false);
  });

  it('keeps a generated secret beside the data so restarts reuse it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).appSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'app-secret'), 'utf8')).toBe(first);
  });

  it('turns off demo data and turns on secure cookies in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      APP_SECRET: 'x'.repeat(40),
      DEMO_GATEWAY_IN_PRODUCTION: 'true',
    });
    expect(config.seedDemoData).toBe(false);
    expect(config.cookieSecure).toBe(true);
  });

  it.each([
    { name: 'PORT', value: 'eighty' },
    { name: 'PORT', value: '70000' },
    { name: 'DATABASE_URL', value: 'mysql://localhost/db' },
    { name: 'NODE_ENV', value: 'staging' },
    { name: 'APP_SECRET', value: 'short' },
    { name: 'COOKIE_SECURE', value: 'maybe' },
    { name: 'PAYMENT_GATEWAY', value: 'paypal' },
    { name: 'HOLD_MINUTES', value: '0' },
    { name: 'WEB_CONCURRENCY', value: '0' },
    { name: 'METRICS_TOKEN', value: 'short' },
  ])('refuses $name=$value with a message naming it', ({ name, value }) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(name);
  });

  it('takes the demo gateway and 10-minute holds by default, and Razorpay only with all three secrets', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).payments).toMatchObject({
      gateway: 'demo',
      razorpay: null,
      holdMinutes: 10,
      bankTransferHoldHours: 72,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), PAYMENT_GATEWAY: 'razorpay' })).toThrow('RAZORPAY_KEY_ID');
    const razorpay = loadConfig({
      DATA_DIR: dataDir(),
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_1',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook',
      HOLD_MINUTES: '15',
    });
    expect(razorpay.payments).toMatchObject({
      gateway: 'razorpay',
      holdMinutes: 15,
      razorpay: { keyId: 'rzp_test_1' },
    });
  });

  it('e-mails through the outbox unless a mail server is given, whole', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).email).toEqual({ adapter: 'outbox' });
    expect(() => loadConfig({ DATA_DIR: dataDir(), EMAIL_ADAPTER: 'smtp' })).toThrow(
      /SMTP_URL .* and EMAIL_FROM/,
    );
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir(),
        EMAIL_ADAPTER: 'smtp',
        SMTP_URL: 'smtp://relay:pw@mail.example.org:587',
      }),
    ).toThrow(/EMAIL_FROM/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'https://mail.example.org' })).toThrow(
      /SMTP_URL must look like smtp:/,
    );
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        EMAIL_ADAPTER: 'smtp',
        SMTP_URL: 'smtps://relay:pw@mail.example.org:465',
        EMAIL_FROM: 'Nivedya <no-reply@example.org>',
      }).email,
    ).toEqual({
      adapter: 'smtp',
      smtp: { url: 'smtps://relay:pw@mail.example.org:465', from: 'Nivedya <no-reply@example.org>' },
    });
  });

  describe('SMS providers', () => {
    const msg91 = {
      SMS_ADAPTER: 'msg91',
      MSG91_AUTH_KEY: '412345AbCdEf6789GhIjKl01',
      MSG91_SENDER: 'NIVDYA',
      MSG91_DLT_TEMPLATES: '{"otp:login":"1107161234567890001","booking-confirmed":"1107161234567890002"}',
    };
    const twilio = {
      SMS_ADAPTER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'0a'.repeat(16)}`,
      TWILIO_AUTH_TOKEN: 'f'.repeat(32),
      TWILIO_FROM: '+15005550006',
      PUBLIC_URL: 'https://seva.example.org',
    };

    it('keeps SMS in the outbox unless a provider is chosen', () => {
      expect(loadConfig({ DATA_DIR: dataDir() }).sms).toEqual({ adapter: 'outbox' });
      expect(() => loadConfig({ DATA_DIR: dataDir(), SMS_ADAPTER: 'textlocal' })).toThrow(/SMS_ADAPTER/);
    });

    it('takes MSG91 with its key, sender and DLT templates, and its real address unless told', () => {
      expect(loadConfig({ DATA_DIR: dataDir(), ...msg91 }).sms).toEqual({
        adapter: 'msg91',
        msg91: {
          authKey: '412345AbCdEf6789GhIjKl01',
          sender: 'NIVDYA',
          dltTemplates: { 'otp:login': '1107161234567890001', 'booking-confirmed': '1107161234567890002' },
          url: 'https://api.msg91.com/api/v2/sendsms',
          webhookToken: null,
        },
      });
    });

    it('takes the token MSG91 delivery reports must carry, refusing one too short or unsafe in a URL', () => {
      const token = 'c4d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3';
      const config = loadConfig({ DATA_DIR: dataDir(), ...msg91, MSG91_WEBHOOK_TOKEN: token });
      expect(config.sms).toMatchObject({ adapter: 'msg91', msg91: { webhookToken: token } });
      for (const bad of ['short-token', `${token.slice(0, 31)}&x=1`, `${token} ${token}`]) {
        expect(() => loadConfig({ DATA_DIR: dataDir(), ...msg91, MSG91_WEBHOOK_TOKEN: bad })).toThrow(
          /MSG91_WEBHOOK_TOKEN must be 32 or more letters, digits, - or _/,
        );
      }
    });

    it.each(['MSG91_AUTH_KEY', 'MSG91_SENDER', 'MSG91_DLT_TEMPLATES'] as const)(
      'refuses MSG91 without %s, naming every setting it needs',
      (missing) => {
        const { [missing]: _left, ...rest } = msg91;
        expect(() => loadConfig({ DATA_DIR: dataDir(), ...rest })).toThrow(ConfigError);
        expect(() => loadConfig({ DATA_DIR: dataDir(), ...rest })).toThrow(
          /SMS_ADAPTER=msg91 needs MSG91_AUTH_KEY .*MSG91_SENDER .*MSG91_DLT_TEMPLATES/,
        );
      },
    );

    it('refuses DLT templates that are not a JSON object of purpose to template id', () => {
      for (const templates of ['otp:login=1107', '["1107161234567890001"]', '{"otp:login":"DLT-1"}']) {
        expect(() => loadConfig({ DATA_DIR: dataDir(), ...msg91, MSG91_DLT_TEMPLATES: templates })).toThrow(
          /MSG91_DLT_TEMPLATES .*purpose to DLT template id/,
        );
      }
    });

    it('takes a purpose with one DLT template per language beside one with a template for all', () => {
      const templates = {
        'otp:login': '1107161234567890001',
        'booking-confirmed': { en: '1107161234567890002', ml: '1107161234567890003' },
        'refund-processed': { ml: '1107161234567890004' },
      };
      const config = loadConfig({
        DATA_DIR: dataDir(),
        ...msg91,
        MSG91_DLT_TEMPLATES: JSON.stringify(templates),
      });
      expect(config.sms).toMatchObject({ adapter: 'msg91', msg91: { dltTemplates: templates } });
    });

    it.each([
      ['[]', 'is not a JSON object'],
      ['"1107161234567890001"', 'is not a JSON object'],
      ['{"otp:login":1107161234567890001}', 'maps "otp:login" to a number: quote the template id'],
      ['{"otp:login":null}', 'maps "otp:login" to null, which is not a DLT template id of digits'],
      [
        '{"otp:login":["1107161234567890001"]}',
        'maps "otp:login" to \\["1107161234567890001"\\], which is not',
      ],
      [
        '{"booking-confirmed":{"fr":"1107161234567890001"}}',
        'maps "booking-confirmed" in "fr", which is not a language messages are written in \\(en, ml, hi, ta, te, kn\\)',
      ],
      [
        '{"booking-confirmed":{"ml":"DLT-2"}}',
        'maps "booking-confirmed" in "ml" to "DLT-2", which is not a DLT template id',
      ],
      [
        '{"booking-confirmed":{"ml":{"en":"1107161234567890001"}}}',
        'maps "booking-confirmed" in "ml" to \\{"en":',
      ],
      ['{"booking-confirmed":{}}', 'maps "booking-confirmed" to no template id'],
      ['{"":"1107161234567890001"}', 'has an empty purpose'],
    ])('refuses MSG91_DLT_TEMPLATES=%s, saying what is wrong and what to give', (templates, why) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...msg91, MSG91_DLT_TEMPLATES: templates })).toThrow(
        new RegExp(
          `MSG91_DLT_TEMPLATES ${why}.*; give a JSON object from message purpose to DLT template id, or to one id per language`,
        ),
      );
    });

    it('takes Twilio with its account, token and sender', () => {
      expect(loadConfig({ DATA_DIR: dataDir(), ...twilio }).sms).toEqual({
        adapter: 'twilio',
        twilio: { accountSid: `AC${'0a'.repeat(16)}`, authToken: 'f'.repeat(32), from: '+15005550006' },
      });
    });

    it.each(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const)(
      'refuses Twilio without %s, naming every setting it needs',
      (missing) => {
        const { [missing]: _left, ...rest } = twilio;
        expect(() => loadConfig({ DATA_DIR: dataDir(), ...rest })).toThrow(
          /SMS_ADAPTER=twilio needs TWILIO_ACCOUNT_SID .*TWILIO_AUTH_TOKEN .*TWILIO_FROM/,
        );
      },
    );

    it('refuses Twilio without PUBLIC_URL, where its delivery reports are posted', () => {
      const { PUBLIC_URL: _url, ...rest } = twilio;
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...rest })).toThrow(
        /SMS_ADAPTER=twilio needs PUBLIC_URL/,
      );
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...twilio, TWILIO_ACCOUNT_SID: 'SK123' })).toThrow(
        /TWILIO_ACCOUNT_SID looks like AC/,
      );
    });
  });

  describe('the demo gateway in production', () => {
    const production = () => ({ NODE_ENV: 'production', DATA_DIR: dataDir(), APP_SECRET: 'x'.repeat(40) });

    it('refuses to start with it, saying what to set', () => {
      expect(() => loadConfig(production())).toThrow(ConfigError);
      expect(() => loadConfig(production())).toThrow(/PAYMENT_GATEWAY=razorpay/);
      expect(() => loadConfig({ ...production(), PAYMENT_GATEWAY: 'demo' })).toThrow(
        /DEMO_GATEWAY_IN_PRODUCTION=true/,
      );
      expect(() =>
        loadConfig({ ...production(), PAYMENT_GATEWAY: 'demo', DEMO_GATEWAY_IN_PRODUCTION: 'false' }),
      ).toThrow(ConfigError);
    });

    it('starts with it only when a staging site says so explicitly', () => {
      expect(() => loadConfig({ ...production(), DEMO_GATEWAY_IN_PRODUCTION: 'no' })).toThrow(ConfigError);
      const config = loadConfig({ ...production(), DEMO_GATEWAY_IN_PRODUCTION: 'true' });
      expect(config.env).toBe('production');
      expect(config.payments.gateway).toBe('demo');
    });

    // Guards the other side: only the demo gateway in production is refused.
    it('starts with Razorpay, and outside production with the demo gateway as before', () => {
      const razorpay = loadConfig({
        ...production(),
        PAYMENT_GATEWAY: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_live_1',
        RAZORPAY_KEY_SECRET: 'secret',
        RAZORPAY_WEBHOOK_SECRET: 'webhook',
      });
      expect(razorpay.payments.gateway).toBe('razorpay');
      expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'development' }).payments.gateway).toBe('demo');
      expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).payments.gateway).toBe('demo');
    });

    it('refuses a setting that is not a yes or a no', () => {
      expect(() => loadConfig({ ...production(), DEMO_GATEWAY_IN_PRODUCTION: 'sure' })).toThrow(
        'DEMO_GATEWAY_IN_PRODUCTION',
      );
    });
  });

  it('runs one process with a small pool by default, and several workers only on PostgreSQL', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ webConcurrency: 1, databasePoolSize: 4 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), WEB_CONCURRENCY: '2' })).toThrow('WEB_CONCURRENCY');
    const cluster = loadConfig({
      DATA_DIR: dataDir(),
      WEB_CONCURRENCY: '2',
      DATABASE_URL: 'postgres://nivedya@localhost/nivedya',
    });
    expect(cluster.webConcurrency).toBe(2);
  });

  describe('TRUST_PROXY: whose X-Forwarded-For is believed', () => {
    it('believes nobody by default, in production too', () => {
      expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
      expect(parseTrustProxy('false')).toBe(false);
      expect(parseTrustProxy('0')).toBe(false);
    });

    it.each([
      { value: '1', trusted: 1 },
      { value: '2', trusted: 2 },
      { value: '10.0.0.0/8', trusted: ['10.0.0.0/8'] },
      { value: 'loopback, 10.1.2.3,fd00::/8', trusted: ['loopback', '10.1.2.3', 'fd00::/8'] },
    ])('takes $value', ({ value, trusted }) => {
      expect(parseTrustProxy(value)).toEqual(trusted);
    });

    it.each(['true', 'everyone', '10.0.0.0/33', '10.0.0', 'loopback,'])(
      'refuses %s with a clear message',
      (value) => {
        expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
        expect(() => parseTrustProxy(value)).toThrow(ConfigError);
      },
    );
  });

  it('needs the VAPID keys in production on PostgreSQL; a single machine keeps a generated pair', () => {
    const env = {
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://nivedya@localhost/nivedya',
      DEMO_GATEWAY_IN_PRODUCTION: 'true',
      APP_SECRET: 'a'.repeat(32),
    };
    expect(() => loadConfig(env)).toThrow(/needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ ...env, ...VAPID_ENV, VAPID_PRIVATE_KEY: undefined })).toThrow(/go together/);
    expect(() => loadConfig({ ...env, ...VAPID_ENV, VAPID_SUBJECT: 'admin@example.org' })).toThrow(
      /VAPID_SUBJECT/,
    );
    expect(loadConfig({ ...env, ...VAPID_ENV }).push.vapid).toEqual({
      publicKey: VAPID_ENV.VAPID_PUBLIC_KEY,
      privateKey: VAPID_ENV.VAPID_PRIVATE_KEY,
      subject: VAPID_ENV.VAPID_SUBJECT,
    });
    const single = { DATA_DIR: dataDir() };
    const first = loadConfig(single).push.vapid;
    expect(first.publicKey).toMatch(/^[\w-]{87}$/);
    expect(loadConfig(single).push.vapid).toEqual(first);
  });

  it('reads and checks the FCM service account file', () => {
    const directory = dataDir();
    mkdirSync(directory, { recursive: true });
    const file = path.join(directory, 'fcm.json');
    writeFileSync(
      file,
      JSON.stringify({
        project_id: 'p',
        client_email: 'e@p.iam.gserviceaccount.com',
        private_key: '-----BEGIN PRIVATE KEY-----x',
      }),
    );
    expect(loadConfig({ DATA_DIR: directory, FCM_SERVICE_ACCOUNT_FILE: file }).push.fcm).toMatchObject({
      project_id: 'p',
    });
    writeFileSync(file, JSON.stringify({ project_id: 'p' }));
    expect(() => loadConfig({ DATA_DIR: directory, FCM_SERVICE_ACCOUNT_FILE: file })).toThrow(
      /not a service account key/,
    );
    expect(() => loadConfig({ DATA_DIR: directory, FCM_SERVICE_ACCOUNT_FILE: `${file}.missing` })).toThrow(
      /cannot be read as JSON/,
    );
  });

  it('needs APP_SECRET in production on PostgreSQL, where several servers must share one key', () => {
    const env = {
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://nivedya@localhost/nivedya',
      DEMO_GATEWAY_IN_PRODUCTION: 'true',
      ...VAPID_ENV,
    };
    expect(() => loadConfig(env)).toThrow(/needs APP_SECRET/);
    const secret = 'a'.repeat(32);
    expect(loadConfig({ ...env, APP_SECRET: secret }).appSecret).toBe(secret);
    // The embedded database is one process on one machine: a key kept beside its data serves.
    expect(
      loadConfig({ DATA_DIR: env.DATA_DIR, NODE_ENV: 'production', DEMO_GATEWAY_IN_PRODUCTION: 'true' })
        .appSecret,
    ).toHaveLength(43);
  });
});
