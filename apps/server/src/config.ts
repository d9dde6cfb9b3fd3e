import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { GSTIN_MESSAGE, GSTIN_PATTERN, isLanguage, LANGUAGES } from '@nivedya/domain';
import { z } from 'zod';
import type { SmtpSettings } from './adapters/email/smtp-email-adapter.ts';
import type { FcmServiceAccount } from './adapters/push/fcm-push-sender.ts';
import { generateVapidKeyPair, type VapidKeys } from './adapters/push/web-push-sender.ts';
import { type DltTemplate, MSG91_SEND_URL, type Msg91Settings } from './adapters/sms/msg91-sms-provider.ts';
import type { TwilioSettings } from './adapters/sms/twilio-sms-provider.ts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(4),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  METRICS_TOKEN: z.string().min(32, 'METRICS_TOKEN must have at least 32 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  PRODUCT_NAME: z.string().min(1).max(40).default('Nivedya'),
  APP_SECRET: z.string().min(32, 'APP_SECRET must have at least 32 characters').optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  COOKIE_SECURE: booleanFromEnv.optional(),
  SEED_DEMO_DATA: booleanFromEnv.optional(),
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(path.resolve(import.meta.dirname, '../../web/dist')),
  TRUST_PROXY: z.string().default('false'),
  SMS_ADAPTER: z.enum(['outbox', 'msg91', 'twilio']).default('outbox'),
  MSG91_AUTH_KEY: z.string().trim().min(1).optional(),
  MSG91_SENDER: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{3,11}$/, 'MSG91_SENDER is the sender id registered on DLT, e.g. NIVDYA')
    .optional(),
  MSG91_DLT_TEMPLATES: z.string().trim().min(1).optional(),
  MSG91_URL: z.url({ protocol: /^https?$/ }).default(MSG91_SEND_URL),
  // It travels in the webhook URL's query string: URL-safe characters only.
  MSG91_WEBHOOK_TOKEN: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9_-]{32,}$/,
      'MSG91_WEBHOOK_TOKEN must be 32 or more letters, digits, - or _, e.g. from `openssl rand -hex 24`',
    )
    .optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .trim()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'TWILIO_ACCOUNT_SID looks like AC followed by 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().min(1).optional(),
  TWILIO_FROM: z.string().trim().min(1).optional(),
  VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(
      /^(mailto:|https:\/\/)\S+$/,
      'VAPID_SUBJECT is a mailto: or https: address of whoever runs the server',
    )
    .optional(),
  FCM_SERVICE_ACCOUNT_FILE: z.string().trim().min(1).optional(),
  EMAIL_ADAPTER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL must look like smtp://user:password@host:587' })
    .optional(),
  EMAIL_FROM: z.string().trim().min(3).optional(),
  RATE_LIMIT_LOGIN_FAILURES: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_IP_FAILURES: z.coerce.number().int().min(1).default(50),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  PAYMENT_GATEWAY: z.enum(['demo', 'razorpay']).default('demo'),
  DEMO_GATEWAY_IN_PRODUCTION: booleanFromEnv.default(false),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  BANK_TRANSFER_HOLD_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  PLATFORM_GSTIN: z.string().trim().toUpperCase().regex(GSTIN_PATTERN, GSTIN_MESSAGE).optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** Unset: the embedded PGlite database under dataDir; `memory` keeps it in memory (tests). */
  databaseUrl: string | undefined;
  /** PostgreSQL connections per process. */
  databasePoolSize: number;
  /** HTTP worker processes (node:cluster) sharing the port; 1: the server is one process. */
  webConcurrency: number;
  inMemoryDatabase: boolean;
  logLevel: string;
  /**
   * The bearer token Prometheus sends to GET /metrics; unset: /metrics answers only callers on this
   * machine (plugins/metrics.ts).
   */
  metricsToken: string | undefined;
  publicUrl: string;
  productName: string;
  appSecret: string;
  sessionTtlDays: number;
  cookieSecure: boolean;
  seedDemoData: boolean;
  webDistDir: string;
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address: none (false), the nearest N
   * hops, or the listed addresses. Believing any header lets a client pick its own address and with it
   * escape every per-address limit.
   */
  trustProxy: TrustProxy;
  /** The SMS adapter: the built-in outbox, or a provider the SMS dispatcher hands queued messages to. */
  sms: SmsConfig;
  /**
   * Push: Web Push with this server's VAPID keys (for browsers and the installed web app), and Firebase
   * Cloud Messaging for the Android and iOS apps when a service account is given.
   */
  push: { vapid: VapidKeys; fcm: FcmServiceAccount | null };
  /** The e-mail adapter: the built-in outbox, or a mail server over SMTP. */
  email: { adapter: 'outbox' } | { adapter: 'smtp'; smtp: SmtpSettings };
  rateLimit: { loginFailures: number; ipFailures: number; windowSeconds: number };
  payments: PaymentsConfig;
  /** The platform's GST registration, printed on the GST report beside the temple's; null: not set. */
  platformGstin: string | null;
}

export interface PaymentsConfig {
  /** The adapter that takes online payments: the built-in demo gateway page, or Razorpay. */
  gateway: 'demo' | 'razorpay';
  razorpay: { keyId: string; keySecret: string; webhookSecret: string } | null;
  /** How long a checkout holds its capacity while the devotee pays. */
  holdMinutes: number;
  /** How long a bank-transfer order holds its capacity while the temple verifies the transfer. */
  bankTransferHoldHours: number;
}

export type SmsConfig =
  | { adapter: 'outbox' }
  | { adapter: 'msg91'; msg91: Msg91Settings }
  | { adapter: 'twilio'; twilio: TwilioSettings };

export class ConfigError extends Error {}

export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: false (default), a number of hops (1: one load balancer in front), or a list of addresses. */
export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim();
  if (['', 'false', '0', 'no'].includes(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') {
    throw new ConfigError(
      'Invalid environment:\n  TRUST_PROXY=true would believe any X-Forwarded-For; give the number of proxy hops in front of the server (e.g. 1) or their addresses',
    );
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const validPrefix =
      prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (isIP(address) === 6 ? 128 : 32));
    if (!(PROXY_RANGE_NAMES.has(entry) || (isIP(address) !== 0 && validPrefix))) {
      throw new ConfigError(
        `Invalid environment:\n  TRUST_PROXY: "${entry}" is neither an IP address, a CIDR range, loopback, linklocal nor uniquelocal`,
      );
    }
  }
  return entries;
}

/** Parses the environment once at boot; nothing else in the server reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  const {
    RAZORPAY_KEY_ID: keyId,
    RAZORPAY_KEY_SECRET: keySecret,
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
  } = values;
  if (values.PAYMENT_GATEWAY === 'razorpay' && !(keyId && keySecret && webhookSecret)) {
    throw new ConfigError(
      'Invalid environment:\n  PAYMENT_GATEWAY=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    );
  }
  // On the demo gateway's page anyone can press Approve and get a paid booking: never on a live site by
  // accident, only on a staging site that says so.
  if (
    values.NODE_ENV === 'production' &&
    values.PAYMENT_GATEWAY === 'demo' &&
    !values.DEMO_GATEWAY_IN_PRODUCTION
  ) {
    throw new ConfigError(
      'Invalid environment:\n  NODE_ENV=production takes real payments: set PAYMENT_GATEWAY=razorpay (with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET); on a staging site where no money should move, set DEMO_GATEWAY_IN_PRODUCTION=true to keep the demo gateway, whose page lets anyone approve a payment',
    );
  }
  // Several servers on one PostgreSQL must sign OTPs and queue tokens with one key; a key generated per
  // machine would make a code sent by one fail on the next.
  if (values.NODE_ENV === 'production' && values.DATABASE_URL && !values.APP_SECRET) {
    throw new ConfigError(
      'Invalid environment:\n  NODE_ENV=production with DATABASE_URL needs APP_SECRET (32+ characters, the same on every server), e.g. from `openssl rand -base64 48`',
    );
  }
  if (values.WEB_CONCURRENCY > 1 && !values.DATABASE_URL) {
    throw new ConfigError(
      'Invalid environment:\n  WEB_CONCURRENCY > 1 needs DATABASE_URL: the embedded database lives inside one process',
    );
  }
  if (values.EMAIL_ADAPTER === 'smtp' && !(values.SMTP_URL && values.EMAIL_FROM)) {
    throw new ConfigError(
      'Invalid environment:\n  EMAIL_ADAPTER=smtp needs SMTP_URL (smtp://user:password@host:587) and EMAIL_FROM (the sender your mail server accepts, e.g. "Nivedya <no-reply@example.org>")',
    );
  }
  const sms = smsConfig(values);
  const dataDir = path.resolve(values.DATA_DIR);
  const push = pushConfig(values, dataDir);
  const isProduction = values.NODE_ENV === 'production';
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    webConcurrency: values.WEB_CONCURRENCY,
    inMemoryDatabase: false,
    logLevel: values.LOG_LEVEL,
    metricsToken: values.METRICS_TOKEN,
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    productName: values.PRODUCT_NAME,
    appSecret: values.APP_SECRET ?? loadOrCreateSecret(dataDir),
    sessionTtlDays: values.SESSION_TTL_DAYS,
    cookieSecure: values.COOKIE_SECURE ?? isProduction,
    seedDemoData: values.SEED_DEMO_DATA ?? !isProduction,
    webDistDir: path.resolve(values.WEB_DIST_DIR),
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    sms,
    push,
    email:
      values.EMAIL_ADAPTER === 'smtp' && values.SMTP_URL && values.EMAIL_FROM
        ? { adapter: 'smtp', smtp: { url: values.SMTP_URL, from: values.EMAIL_FROM } }
        : { adapter: 'outbox' },
    rateLimit: {
      loginFailures: values.RATE_LIMIT_LOGIN_FAILURES,
      ipFailures: values.RATE_LIMIT_IP_FAILURES,
      windowSeconds: values.RATE_LIMIT_WINDOW_SECONDS,
    },
    payments: {
      gateway: values.PAYMENT_GATEWAY,
      razorpay: keyId && keySecret && webhookSecret ? { keyId, keySecret, webhookSecret } : null,
      holdMinutes: values.HOLD_MINUTES,
      bankTransferHoldHours: values.BANK_TRANSFER_HOLD_HOURS,
    },
    platformGstin: values.PLATFORM_GSTIN ?? null,
  };
}

/** SMS_ADAPTER and the settings of the provider it names, each one required (refused with what to set). */
function smsConfig(values: z.infer<typeof EnvSchema>): SmsConfig {
  if (values.SMS_ADAPTER === 'msg91') {
    const { MSG91_AUTH_KEY: authKey, MSG91_SENDER: sender, MSG91_DLT_TEMPLATES: templates } = values;
    if (!(authKey && sender && templates)) {
      throw new ConfigError(
        'Invalid environment:\n  SMS_ADAPTER=msg91 needs MSG91_AUTH_KEY (the API auth key from the MSG91 panel), MSG91_SENDER (the sender id registered on DLT) and MSG91_DLT_TEMPLATES (JSON: each message purpose to its DLT template id, or to one id per language, e.g. {"otp:login":"1107161234567890123","booking-confirmed":{"en":"1107161234567890124","ml":"1107161234567890125"}})',
      );
    }
    return {
      adapter: 'msg91',
      msg91: {
        authKey,
        sender,
        dltTemplates: parseDltTemplates(templates),
        url: values.MSG91_URL,
        webhookToken: values.MSG91_WEBHOOK_TOKEN ?? null,
      },
    };
  }
  if (values.SMS_ADAPTER === 'twilio') {
    const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = values;
    if (!(accountSid && authToken && from)) {
      throw new ConfigError(
        'Invalid environment:\n  SMS_ADAPTER=twilio needs TWILIO_ACCOUNT_SID (AC…), TWILIO_AUTH_TOKEN and TWILIO_FROM (the Twilio number or sender id messages come from)',
      );
    }
    // Twilio posts delivery reports to PUBLIC_URL and signs them over it: localhost would never hear one.
    if (!values.PUBLIC_URL) {
      throw new ConfigError(
        'Invalid environment:\n  SMS_ADAPTER=twilio needs PUBLIC_URL (the address Twilio reaches this server at, e.g. https://seva.example.org) for its delivery reports',
      );
    }
    return { adapter: 'twilio', twilio: { accountSid, authToken, from } };
  }
  return { adapter: 'outbox' };
}

/** A DLT template id: digits (19 of them today); quoted, as a JSON number that long loses its last digits. */
const DLT_TEMPLATE_ID = /^\d{6,30}$/;

/**
 * MSG91_DLT_TEMPLATES: a JSON object from message purpose (otp:login, booking-confirmed, …) to its DLT
 * template id, or to an object of language (en, ml) to template id. Refused with the purpose at fault.
 */
function parseDltTemplates(raw: string): Record<string, DltTemplate> {
  const refuse = (why: string) =>
    new ConfigError(
      `Invalid environment:\n  MSG91_DLT_TEMPLATES ${why}; give a JSON object from message purpose to DLT template id, or to one id per language, e.g. {"otp:login":"1107161234567890123","booking-confirmed":{"en":"1107161234567890124","ml":"1107161234567890125"}}`,
    );
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw refuse('is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw refuse('is not a JSON object');
  }
  /** `where`: the purpose, or the purpose in a language, as the refusal names it. */
  const templateId = (where: string, value: unknown): string => {
    if (typeof value === 'number') {
      throw refuse(`maps ${where} to a number: quote the template id, as JSON numbers lose its last digits`);
    }
    if (typeof value !== 'string' || !DLT_TEMPLATE_ID.test(value)) {
      throw refuse(`maps ${where} to ${JSON.stringify(value)}, which is not a DLT template id of digits`);
    }
    return value;
  };
  const templates: Record<string, DltTemplate> = {};
  for (const [purpose, value] of Object.entries(parsed)) {
    if (purpose.trim() === '') throw refuse('has an empty purpose');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      templates[purpose] = templateId(`"${purpose}"`, value);
      continue;
    }
    const byLanguage: Partial<Record<(typeof LANGUAGES)[number], string>> = {};
    for (const [language, id] of Object.entries(value)) {
      if (!isLanguage(language)) {
        throw refuse(
          `maps "${purpose}" in "${language}", which is not a language messages are written in (${LANGUAGES.join(', ')})`,
        );
      }
      byLanguage[language] = templateId(`"${purpose}" in "${language}"`, id);
    }
    if (Object.keys(byLanguage).length === 0) throw refuse(`maps "${purpose}" to no template id`);
    templates[purpose] = byLanguage;
  }
  return templates;
}

const FcmServiceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().includes('PRIVATE KEY'),
});

/**
 * VAPID keys from the settings, or on a single machine a pair generated once into the data directory;
 * several servers must share one pair (a browser's subscription names the key), so production with
 * DATABASE_URL requires them. The FCM service account, when given, is read and checked now.
 */
function pushConfig(values: z.infer<typeof EnvSchema>, dataDir: string): Config['push'] {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = values;
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new ConfigError('Invalid environment:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  }
  if (
    values.NODE_ENV === 'production' &&
    values.DATABASE_URL &&
    !(publicKey && privateKey && values.VAPID_SUBJECT)
  ) {
    throw new ConfigError(
      'Invalid environment:\n  NODE_ENV=production with DATABASE_URL needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY (the same on every server, e.g. from `npx web-push generate-vapid-keys`) and VAPID_SUBJECT (mailto: or https: address of whoever runs the server)',
    );
  }
  const keys = publicKey && privateKey ? { publicKey, privateKey } : loadOrCreateVapidKeys(dataDir);
  const vapid = { ...keys, subject: values.VAPID_SUBJECT ?? 'mailto:admin@localhost' };
  if (!values.FCM_SERVICE_ACCOUNT_FILE) return { vapid, fcm: null };
  let account: unknown;
  try {
    account = JSON.parse(readFileSync(values.FCM_SERVICE_ACCOUNT_FILE, 'utf8'));
  } catch (error) {
    throw new ConfigError(
      `Invalid environment:\n  FCM_SERVICE_ACCOUNT_FILE cannot be read as JSON (${error instanceof Error ? error.message : error}); give the service account key downloaded from the Firebase console`,
    );
  }
  const parsed = FcmServiceAccountSchema.safeParse(account);
  if (!parsed.success) {
    throw new ConfigError(
      'Invalid environment:\n  FCM_SERVICE_ACCOUNT_FILE is not a service account key: it needs project_id, client_email and private_key',
    );
  }
  return { vapid, fcm: parsed.data };
}

function loadOrCreateVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    const { publicKey, privateKey } = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof publicKey === 'string' && typeof privateKey === 'string') return { publicKey, privateKey };
  } catch {
    // None yet: made below.
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = generateVapidKeyPair();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** Without APP_SECRET the embedded install keeps a generated one beside its data, so restarts keep OTPs and receipt links valid. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** A configuration for tests: in-memory database unless a Postgres URL is given. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    dataDir: '',
    databaseUrl: undefined,
    databasePoolSize: 4,
    webConcurrency: 1,
    inMemoryDatabase: true,
    logLevel: 'silent',
    metricsToken: undefined,
    publicUrl: 'http://localhost:3000',
    productName: 'Nivedya',
    appSecret: randomBytes(32).toString('base64url'),
    sessionTtlDays: 30,
    cookieSecure: false,
    seedDemoData: false,
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
    trustProxy: false,
    sms: { adapter: 'outbox' },
    push: { vapid: { ...generateVapidKeyPair(), subject: 'mailto:admin@localhost' }, fcm: null },
    email: { adapter: 'outbox' },
    rateLimit: { loginFailures: 5, ipFailures: 50, windowSeconds: 900 },
    payments: {
      gateway: 'demo',
      razorpay: null,
      holdMinutes: 10,
      bankTransferHoldHours: 72,
    },
    platformGstin: null,
    ...overrides,
  };
}
