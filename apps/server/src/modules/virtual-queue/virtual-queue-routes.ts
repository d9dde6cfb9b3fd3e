import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { createLiveDayChanges } from '../../lib/live-day-changes.ts';
import { vqAdminRoutes } from './vq-admin-routes.ts';
import type { VqDeps } from './vq-deps.ts';
import { vqDevoteeRoutes } from './vq-devotee-routes.ts';
import { vqLiveRoutes } from './vq-live-routes.ts';
import { createQueueFactsCache } from './vq-queue-facts.ts';
import { vqStaffRoutes } from './vq-staff-routes.ts';
import { createStreamHub } from './vq-streams.ts';
import { createTokenSigner } from './vq-token.ts';

/** The virtual queue (spec §1 IsVirtualQueue, §2 virtual-queue routes): one live bus per process. */
export const virtualQueueRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, appDeps) => {
  const live = createLiveDayChanges({
    channel: 'nivedya_vq',
    db: appDeps.db,
    databaseUrl: appDeps.config.databaseUrl,
    log: app.log,
  });
  const facts = createQueueFactsCache();
  const deps: VqDeps = {
    db: appDeps.db,
    now: appDeps.now,
    sms: appDeps.sms,
    config: appDeps.config,
    metrics: appDeps.metrics,
    sessions: appDeps.sessions,
    live,
    tokens: createTokenSigner(appDeps.config.appSecret),
    facts,
    releases: appDeps.releases,
  };
  const hub = createStreamHub(deps, app.log);
  // Open streams would keep close() waiting for them: end them first.
  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', async () => live.close());

  await app.register(vqAdminRoutes, deps);
  await app.register(vqStaffRoutes, deps);
  await app.register(vqDevoteeRoutes, deps);
  await app.register(vqLiveRoutes, { ...deps, hub });
};
