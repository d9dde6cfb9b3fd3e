import { UserType, type UserTypeValue } from '@nivedya/domain';
import type { RouteOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../plugins/auth.ts';
import { NUL_CHARACTER_MESSAGE } from '../plugins/nul-guard.ts';
import { insertUser, logInAs } from './account-builders.ts';
import {
  aCartLine,
  BOOKING_NOW,
  insertSeva as insertBookableSeva,
  insertBookingTemple,
} from './booking-builders.ts';
import { tableFingerprint } from './table-fingerprint.ts';
import {
  ALL_RIGHTS,
  aLoggedInUser,
  aStaffedTemple,
  multipartBody,
  type StaffedTemple,
} from './temple-admin-builders.ts';
import { createTestContext, TestClient, type TestContext } from './test-app.ts';

/**
 * Issue #11 finding 4: PostgreSQL refuses NUL (U+0000) in text, so text holding it is bad input. Over the
 * OpenAPI document, every string field of every route's body, query and path gets a value holding NUL,
 * sent by a caller the route admits; each must answer 400 naming that field, and nothing may change.
 * The routes and their fields are read from the app itself, so a route added later is covered too.
 */

/**
 * String fields the walk cannot reach, by `METHOD /route where field`, and why; keep it tiny. None today:
 * multipart form fields are not in the document, and the one that is stored (a gallery caption) has
 * its own case below.
 */
const UNREACHABLE: Record<string, string> = {};

const NUL_TEXT = 'Ravi\u0000Menon';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema | string;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** One step from a schema to a field inside it. */
type Step = { key: string } | { item: true } | { variant: number };

interface Target {
  where: 'path' | 'query' | 'body';
  /** The field as the 400 must name it: `q`, `token`, `lines.0.devoteeName`. */
  field: string;
  steps: Step[];
}

const variantsOf = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf ?? schema.allOf;
const typesOf = (schema: JsonSchema) =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** A schema that says nothing (zod's unknown) takes a string as well as anything else. */
function takesAnything(schema: JsonSchema): boolean {
  return (
    schema.type === undefined &&
    variantsOf(schema) === undefined &&
    schema.enum === undefined &&
    schema.const === undefined &&
    schema.properties === undefined &&
    schema.items === undefined
  );
}

function takesString(schema: JsonSchema): boolean {
  return typesOf(schema).includes('string') || typeof schema.const === 'string' || takesAnything(schema);
}

/** Every string field inside `schema`, once each, with the steps that lead to it. */
function stringFields(schema: JsonSchema, steps: Step[] = [], path: string[] = []): Target[] {
  const variants = variantsOf(schema);
  if (variants)
    return variants.flatMap((variant, index) => stringFields(variant, [...steps, { variant: index }], path));
  const types = typesOf(schema);
  if (types.includes('object') || schema.properties) {
    const fields = Object.entries(schema.properties ?? {}).flatMap(([key, property]) =>
      stringFields(property, [...steps, { key }], [...path, key]),
    );
    // A record (z.record): one key of our own.
    const extra = schema.additionalProperties;
    if (!schema.properties && extra !== false) {
      fields.push(
        ...stringFields(
          extra === true || extra === undefined ? {} : extra,
          [...steps, { key: 'extra' }],
          [...path, 'extra'],
        ),
      );
    }
    return fields;
  }
  if (types.includes('array'))
    return stringFields(schema.items ?? {}, [...steps, { item: true }], [...path, '0']);
  return takesString(schema) ? [{ where: 'body', field: path.join('.'), steps }] : [];
}

/** A value the schema takes, as plain as can be: what surrounds the field under test. */
function sample(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variants = variantsOf(schema);
  if (variants) return sample(variants.find((variant) => !typesOf(variant).includes('null')) ?? variants[0]!);
  const type = typesOf(schema).find((candidate) => candidate !== 'null');
  switch (type) {
    case 'string':
      if (schema.format === 'date') return '2030-01-10';
      if (schema.format === 'date-time') return '2030-01-10T06:00:00.000Z';
      if (schema.format === 'email') return 'devotee@example.com';
      if (schema.format === 'uri') return 'https://example.com/';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    case 'integer':
    case 'number':
      return schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return schema.minItems ? [sample(schema.items ?? {})] : [];
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sample(schema.properties?.[key] ?? {})]),
      );
    case 'null':
      return null;
    default:
      return 'x';
  }
}

/** The body that holds NUL_TEXT at the end of `steps`, every required field around it sampled. */
function build(schema: JsonSchema, steps: Step[]): unknown {
  const [step, ...rest] = steps;
  if (!step) return NUL_TEXT;
  if ('variant' in step) return build(variantsOf(schema)![step.variant]!, rest);
  if ('item' in step) return [build(schema.items ?? {}, rest)];
  const base = sample(schema);
  const extra = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
  const property = schema.properties?.[step.key] ?? extra;
  return { ...(typeof base === 'object' && base !== null ? base : {}), [step.key]: build(property, rest) };
}

function bodySchemaOf(operation: Operation): JsonSchema | undefined {
  return operation.requestBody?.content['application/json']?.schema;
}

function parameterSchema(parameter: Parameter): JsonSchema | null {
  return typeof parameter.schema === 'object' ? parameter.schema : null;
}

/** Every string field of one operation: its path and query parameters, and its JSON body's fields. */
function targetsOf(operation: Operation): Target[] {
  const parameters = (operation.parameters ?? []).flatMap((parameter): Target[] => {
    const schema = parameterSchema(parameter);
    if ((parameter.in !== 'path' && parameter.in !== 'query') || !schema || !takesString(schema)) return [];
    return [{ where: parameter.in, field: parameter.name, steps: [] }];
  });
  const body = bodySchemaOf(operation);
  const seen = new Set<string>();
  const bodyFields = (body ? stringFields(body) : []).filter((target) => {
    if (seen.has(target.field)) return false;
    seen.add(target.field);
    return true;
  });
  return [...parameters, ...bodyFields];
}

function accessOf(route: RouteOptions): Access | undefined {
  return (route.config as { access?: Access } | undefined)?.access;
}

describe('NUL in text', () => {
  let context: TestContext;
  const access = new Map<string, Access | undefined>();
  let target: StaffedTemple;
  let devotee: TestClient;
  let platformAdmin: TestClient;
  let subAdmin: TestClient;
  let bookableSevaId: number;
  let png: Buffer;

  beforeAll(async () => {
    context = await createTestContext(
      {},
      {
        onRoute: (route) => {
          for (const method of [route.method].flat()) access.set(`${method} ${route.url}`, accessOf(route));
        },
      },
    );
    context.clock.now = BOOKING_NOW;
    target = await aStaffedTemple(context.app, context.db, { rights: ALL_RIGHTS });
    ({ client: devotee } = await aLoggedInUser(context.app, context.db, { userType: UserType.Devotee }));
    platformAdmin = await logInAs(context.app, await insertUser(context.db, { userType: UserType.Admin }));
    subAdmin = await logInAs(context.app, await insertUser(context.db, { userType: UserType.SubAdmin }));
    const bookable = await insertBookingTemple(context.db);
    bookableSevaId = await insertBookableSeva(context.db, bookable);
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => context.close());

  const fingerprint = () => tableFingerprint(context.db);

  async function changedTables(before: Record<string, string>): Promise<string[]> {
    const after = await fingerprint();
    return Object.keys(after).filter((table) => before[table] !== after[table]);
  }

  /** A caller the route admits: anyone, a devotee, the target temple's administrator or staff, an admin. */
  function callerFor(routeAccess: Access | undefined): TestClient {
    if (routeAccess === undefined || routeAccess === 'public') return new TestClient(context.app);
    if (routeAccess === 'user') return devotee;
    const callers: [UserTypeValue, TestClient][] = [
      [UserType.Devotee, devotee],
      [UserType.TempleAdmin, target.admin],
      [UserType.TempleStaff, target.staff],
      [UserType.Admin, platformAdmin],
      [UserType.SubAdmin, subAdmin],
    ];
    return callers.find(([type]) => routeAccess.includes(type))![1];
  }

  function refusal(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
    const body = JSON.parse(response.body || '{}') as {
      code?: string;
      errors?: { field: string; message: string }[];
    };
    return {
      status: response.statusCode,
      type: String(response.headers['content-type']),
      code: body.code,
      fields: (body.errors ?? [])
        .filter((error) => error.message === NUL_CHARACTER_MESSAGE)
        .map((error) => error.field),
    };
  }

  /** The request that puts NUL_TEXT in `field`, with a plain value in every other required place. */
  function requestFor(path: string, operation: Operation, field: Target) {
    const parameters = (operation.parameters ?? []).filter((parameter) => parameterSchema(parameter));
    const isField = (parameter: Parameter) => parameter.in === field.where && parameter.name === field.field;
    const valueFor = (parameter: Parameter) => {
      if (isField(parameter)) return NUL_TEXT;
      if (parameter.in === 'path' && parameter.name === 'templeId') return String(target.temple.id);
      return String(sample(parameterSchema(parameter)!));
    };
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(valueFor(parameters.find((p) => p.in === 'path' && p.name === name)!)),
    );
    const query = parameters
      .filter((parameter) => parameter.in === 'query' && (parameter.required || isField(parameter)))
      .map((parameter) => `${encodeURIComponent(parameter.name)}=${encodeURIComponent(valueFor(parameter))}`)
      .join('&');
    const body = bodySchemaOf(operation);
    const payload = body && (field.where === 'body' ? build(body, field.steps) : sample(body));
    return { url: query ? `${url}?${query}` : url, payload };
  }

  it('refuses NUL in every string field of every route, naming the field, and changes nothing', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const before = await fingerprint();
    const failures: string[] = [];
    let fields = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const routeKey = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        const client = callerFor(access.get(routeKey));
        for (const field of targetsOf(operation)) {
          const name = `${routeKey} ${field.where} ${field.field}`;
          if (name in UNREACHABLE) continue;
          fields += 1;
          const { url, payload } = requestFor(path, operation, field);
          if (!client.jar.hasXsrfToken) await client.get('/api/health');
          const response = await client.request({
            method: method.toUpperCase() as 'POST',
            url,
            ...(payload === undefined ? {} : { payload: payload as object }),
          });
          const answer = refusal(response);
          const isRefused =
            answer.status === 400 &&
            answer.type.startsWith('application/problem+json') &&
            answer.code === 'VALIDATION_FAILED' &&
            answer.fields.includes(field.field);
          if (!isRefused) failures.push(`${name}: ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
    }
    expect(fields, 'the walk found the string fields').toBeGreaterThan(300);
    expect(failures, `${failures.length} of ${fields} string fields`).toEqual([]);
    expect(await changedTables(before)).toEqual([]);
  });

  /** The fields the probe named (issue #11 finding 4), one readable request each. */
  const PROBED: {
    name: string;
    caller: () => TestClient;
    method: 'GET' | 'POST' | 'PATCH';
    url: () => string;
    payload?: () => object;
    field: string;
  }[] = [
    {
      name: 'checkout devotee name',
      caller: () => devotee,
      method: 'POST',
      url: () => '/api/v1/checkout',
      payload: () => ({ lines: [aCartLine(bookableSevaId, { devoteeName: NUL_TEXT })] }),
      field: 'lines.0.devoteeName',
    },
    {
      name: 'saved devotee name',
      caller: () => devotee,
      method: 'POST',
      url: () => '/api/v1/me/devotee-names',
      payload: () => ({ name: NUL_TEXT, starId: 4 }),
      field: 'name',
    },
    {
      name: 'profile address',
      caller: () => devotee,
      method: 'PATCH',
      url: () => '/api/v1/me',
      payload: () => ({ address: `12 Temple Road,${NUL_TEXT}` }),
      field: 'address',
    },
    {
      name: 'contact-us message',
      caller: () => new TestClient(context.app),
      method: 'POST',
      url: () => '/api/v1/enquiries',
      payload: () => ({ name: 'Ravi Menon', mobile: '9847012345', subject: 'Vazhipadu', message: NUL_TEXT }),
      field: 'message',
    },
    {
      name: 'instruction title',
      caller: () => target.admin,
      method: 'POST',
      url: () => `/api/v1/temples/${target.temple.id}/instructions`,
      payload: () => ({ title: NUL_TEXT, bodyHtml: '<p>Mundu</p>' }),
      field: 'title',
    },
    {
      name: 'search',
      caller: () => new TestClient(context.app),
      method: 'GET',
      url: () => `/api/v1/search?q=${encodeURIComponent(NUL_TEXT)}`,
      field: 'q',
    },
    {
      name: 'temple search',
      caller: () => new TestClient(context.app),
      method: 'GET',
      url: () => `/api/v1/temples?search=${encodeURIComponent(NUL_TEXT)}`,
      field: 'search',
    },
    {
      name: 'seva search',
      caller: () => new TestClient(context.app),
      method: 'GET',
      url: () => `/api/v1/temples/${target.temple.id}/sevas?search=${encodeURIComponent(NUL_TEXT)}`,
      field: 'search',
    },
    {
      name: 'receipt token',
      caller: () => new TestClient(context.app),
      method: 'GET',
      url: () => `/api/v1/receipts/${encodeURIComponent(`rcpt${NUL_TEXT}`)}`,
      field: 'token',
    },
    {
      name: 'virtual-queue token',
      caller: () => new TestClient(context.app),
      method: 'GET',
      url: () => `/api/v1/virtual-queue/tokens/${encodeURIComponent(`vq${NUL_TEXT}`)}`,
      field: 'token',
    },
  ];

  it.each(PROBED)('refuses NUL in the $name with 400 naming $field, changing nothing', async (probe) => {
    const before = await fingerprint();
    const response = await probe.caller().request({
      method: probe.method,
      url: probe.url(),
      ...(probe.payload ? { payload: probe.payload() } : {}),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: probe.field, message: NUL_CHARACTER_MESSAGE }],
    });
    expect(await changedTables(before)).toEqual([]);
  });

  it('refuses NUL in a multipart form field (a gallery caption), which the OpenAPI walk cannot send', async () => {
    const before = await fingerprint();
    const response = await target.admin.request({
      method: 'POST',
      url: `/api/v1/temples/${target.temple.id}/gallery`,
      ...multipartBody({ fileName: 'utsavam.png', bytes: png }, { caption: NUL_TEXT }),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'caption', message: NUL_CHARACTER_MESSAGE }],
    });
    expect(await changedTables(before)).toEqual([]);
  });
});
