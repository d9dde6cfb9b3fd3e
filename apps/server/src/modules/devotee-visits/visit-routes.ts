import {
  DomainError,
  TempleIdParamsSchema,
  VisitDashboardQuerySchema,
  VisitDashboardSchema,
  VisitGateInputSchema,
  VisitGateParamsSchema,
  VisitGateSchema,
  VisitLiveStatusSchema,
  VisitMovementInputSchema,
  VisitPassInputSchema,
  VisitPassListQuerySchema,
  VisitPassPageSchema,
  VisitPassParamsSchema,
  VisitPassSchema,
  VisitPassTokenParamsSchema,
  VisitRecordedSchema,
  VisitSettingsSchema,
  VisitTypesInputSchema,
  VisitZoneInputSchema,
  VisitZoneParamsSchema,
  VisitZoneSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { startEventStream } from '../../lib/event-stream.ts';
import { createLiveDayChanges } from '../../lib/live-day-changes.ts';
import { actorOf } from '../../plugins/auth.ts';
import { createTokenSigner } from '../virtual-queue/index.ts';
import { getVisitDashboard } from './get-visit-dashboard.ts';
import { getVisitLiveStatus } from './get-visit-live-status.ts';
import { recordVisitMovement, type VisitDeps } from './record-visit-movement.ts';
import { VISIT_ADMIN, VISIT_GATE, VISIT_WATCH } from './visit-access.ts';
import {
  createVisitGate,
  createVisitZone,
  getVisitSettings,
  updateVisitGate,
  updateVisitTypes,
  updateVisitZone,
} from './visit-settings.ts';
import { createVisitStreamHub } from './visit-streams.ts';
import { cancelVisitPass, getVisitPassByToken, issueVisitPass, listVisitPasses } from './walk-in-passes.ts';

const BASE = '/api/v1/temples/:templeId/visits';
const tags = ['devotee visits'];
/** Gates record many movements a second: the live screens hear of a temple's at most this often. */
const PUBLISH_EVERY_MS = 100;

/** Devotee visits (spec §1 IsDevoteeVisit, §2 devotee-visit routes). */
export const devoteeVisitRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, appDeps) => {
  const live = createLiveDayChanges({
    channel: 'nivedya_visits',
    db: appDeps.db,
    databaseUrl: appDeps.config.databaseUrl,
    log: app.log,
  });
  const pending = new Map<number, NodeJS.Timeout>();
  const deps: VisitDeps = {
    db: appDeps.db,
    now: appDeps.now,
    sms: appDeps.sms,
    publicUrl: appDeps.config.publicUrl,
    tokens: createTokenSigner(appDeps.config.appSecret),
    log: app.log,
    onCountsChanged(templeId, date) {
      if (pending.has(templeId)) return;
      const timer = setTimeout(() => {
        pending.delete(templeId);
        live.publish(templeId, date);
      }, PUBLISH_EVERY_MS);
      timer.unref();
      pending.set(templeId, timer);
    },
  };
  const hub = createVisitStreamHub({
    live,
    load: (templeId) => getVisitLiveStatus(deps, templeId),
    log: app.log,
  });
  // Open streams would keep close() waiting for them: end them first.
  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', async () => {
    for (const timer of pending.values()) clearTimeout(timer);
    await live.close();
  });

  app.get(
    `${BASE}/live`,
    {
      config: VISIT_WATCH,
      schema: {
        tags,
        summary:
          'spec devotee-visit-live-status: each zone now, in the last quarter hour and through the day',
        params: TempleIdParamsSchema,
        response: { 200: VisitLiveStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getVisitLiveStatus(deps, request.params.templeId);
    },
  );

  app.get(
    `${BASE}/dashboard`,
    {
      config: VISIT_WATCH,
      schema: {
        tags,
        summary: "spec devotee-visit-dashboard: a temple day's footfall per zone (today by default)",
        params: TempleIdParamsSchema,
        querystring: VisitDashboardQuerySchema,
        response: { 200: VisitDashboardSchema },
      },
    },
    async (request) => getVisitDashboard(deps, request.params.templeId, request.query.date),
  );

  app.get(
    `${BASE}/live/stream`,
    {
      config: VISIT_WATCH,
      compress: false,
      schema: {
        tags,
        description:
          'text/event-stream: `snapshot` (a VisitLiveStatus) on connect, then `update` (a VisitLiveStatus) within a second of a gate of the temple recording, from any server process, and every 30 s as the last quarter hour slides. A comment every 15 s; `retry: 3000`. 404 VISITS_NOT_OFFERED for a temple that does not count visits, so its screens stop asking.',
        params: TempleIdParamsSchema,
      },
    },
    async (request, reply) => {
      const { templeId } = request.params;
      const status = await getVisitLiveStatus(deps, templeId);
      if (!status.isDevoteeVisit) {
        throw new DomainError('VISITS_NOT_OFFERED', `${status.templeName} does not count devotee visits`);
      }
      const raw = startEventStream(reply);
      await hub.open(templeId, raw, (listener) => raw.once('close', listener));
    },
  );

  app.get(
    `${BASE}/settings`,
    {
      config: VISIT_GATE,
      schema: {
        tags,
        summary: "spec devotee-visit-settings: the temple's zones, gates and visit types",
        params: TempleIdParamsSchema,
        response: { 200: VisitSettingsSchema },
      },
    },
    async (request) => getVisitSettings(deps, request.params.templeId),
  );

  app.put(
    `${BASE}/settings`,
    {
      config: VISIT_ADMIN,
      schema: {
        tags,
        summary: 'The visit types the gates offer (1 mobile, 2 QR code, 3 devotee count)',
        params: TempleIdParamsSchema,
        body: VisitTypesInputSchema,
        response: { 200: VisitSettingsSchema },
      },
    },
    async (request) => updateVisitTypes(deps, actorOf(request), request.params.templeId, request.body),
  );

  app.post(
    `${BASE}/zones`,
    {
      config: VISIT_ADMIN,
      schema: {
        tags,
        summary: 'Add a zone with its safe capacity and alert threshold',
        params: TempleIdParamsSchema,
        body: VisitZoneInputSchema,
        response: { 201: VisitZoneSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createVisitZone(deps, actorOf(request), request.params.templeId, request.body)),
  );

  app.put(
    `${BASE}/zones/:zoneId`,
    {
      config: VISIT_ADMIN,
      schema: {
        tags,
        summary: 'Change a zone, or switch it off (its visits stay in the reports)',
        params: VisitZoneParamsSchema,
        body: VisitZoneInputSchema,
        response: { 200: VisitZoneSchema },
      },
    },
    async (request) =>
      updateVisitZone(deps, actorOf(request), request.params.templeId, request.params.zoneId, request.body),
  );

  app.post(
    `${BASE}/gates`,
    {
      config: VISIT_ADMIN,
      schema: {
        tags,
        summary: 'Add a gate of a zone, for entries, exits or both',
        params: TempleIdParamsSchema,
        body: VisitGateInputSchema,
        response: { 201: VisitGateSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createVisitGate(deps, actorOf(request), request.params.templeId, request.body)),
  );

  app.put(
    `${BASE}/gates/:gateId`,
    {
      config: VISIT_ADMIN,
      schema: {
        tags,
        summary: 'Change a gate, or switch it off',
        params: VisitGateParamsSchema,
        body: VisitGateInputSchema,
        response: { 200: VisitGateSchema },
      },
    },
    async (request) =>
      updateVisitGate(deps, actorOf(request), request.params.templeId, request.params.gateId, request.body),
  );

  app.post(
    `${BASE}/passes`,
    {
      config: VISIT_GATE,
      schema: {
        tags,
        summary:
          'Issue a walk-in pass for a zone: called at once while the zone has room below its alert threshold, otherwise waiting with the time it should be called',
        params: TempleIdParamsSchema,
        body: VisitPassInputSchema,
        response: { 201: VisitPassSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await issueVisitPass(deps, actorOf(request), request.params.templeId, request.body)),
  );

  app.get(
    `${BASE}/passes`,
    {
      config: VISIT_GATE,
      schema: {
        tags,
        summary: "A temple day's walk-in passes, newest first (today by default)",
        params: TempleIdParamsSchema,
        querystring: VisitPassListQuerySchema,
        response: { 200: VisitPassPageSchema },
      },
    },
    async (request) => listVisitPasses(deps, request.params.templeId, request.query),
  );

  app.post(
    `${BASE}/passes/:passId/cancel`,
    {
      config: VISIT_GATE,
      schema: {
        tags,
        summary: 'Cancel a walk-in pass not yet used; a called one gives its room to the next',
        params: VisitPassParamsSchema,
        response: { 200: VisitPassSchema },
      },
    },
    async (request) =>
      cancelVisitPass(deps, actorOf(request), request.params.templeId, request.params.passId),
  );

  app.get(
    '/api/v1/visit-passes/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The devotee's walk-in pass by the token its QR carries: its status and expected call time",
        params: VisitPassTokenParamsSchema,
        response: { 200: VisitPassSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      return getVisitPassByToken(deps, request.params.token);
    },
  );

  for (const way of ['in', 'out'] as const) {
    app.post(
      `${BASE}/${way === 'in' ? 'entries' : 'exits'}`,
      {
        config: VISIT_GATE,
        schema: {
          tags,
          summary:
            way === 'in'
              ? 'spec devotee-visit-in / devotee-in: record an entry by mobile, QR code or count'
              : 'spec devotee-visit-out / devotee-out: record an exit by mobile, QR code or count',
          params: TempleIdParamsSchema,
          body: VisitMovementInputSchema,
          response: { 201: VisitRecordedSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await recordVisitMovement(deps, actorOf(request), request.params.templeId, way, request.body),
          ),
    );
  }
};
