import {
  ReleaseInputSchema,
  ReleaseListSchema,
  ReleaseParamsSchema,
  ReleaseSchema,
  ReleaseSummaryListSchema,
  TempleIdParamsSchema,
  TempleReleaseParamsSchema,
  UserType,
  type UserTypeValue,
  WaitingRoomSchema,
} from '@nivedya/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  cancelTempleRelease,
  createRelease,
  findLiveReleases,
  findReleases,
  getWaitingRoom,
  joinWaitingRoom,
} from './waiting-room.ts';

/**
 * ARCHITECTURE rule 4: the temple administrator marks and cancels releases, staff read them (platform
 * administrators pass the temple scope); devotees wait in the waiting rooms.
 */
const ADMINS: readonly UserTypeValue[] = [UserType.Admin, UserType.TempleAdmin, UserType.SubAdmin];
const STAFF: readonly UserTypeValue[] = [...ADMINS, UserType.TempleStaff];
const DEVOTEES: readonly UserTypeValue[] = [UserType.Devotee];
const ADMIN_BASE = '/api/v1/temples/:templeId/releases';
const admin = { access: ADMINS, templeScoped: true, platformRight: 'platform.temples' } as const;
const staff = { access: STAFF, templeScoped: true, platformRight: 'platform.temples' } as const;

function actorOf(request: FastifyRequest) {
  return { id: currentUser(request).id, ip: request.ip };
}

/** Releases of darshan dates or of a seva's dates, and their waiting rooms (issue #20 §2). */
export const releaseRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const settingsTags = ['releases: temple'];
  const devoteeTags = ['releases: devotee'];

  app.get(
    ADMIN_BASE,
    {
      config: staff,
      schema: {
        tags: settingsTags,
        description: "The temple's releases, newest first, with their lines' counts.",
        params: TempleIdParamsSchema,
        response: { 200: ReleaseListSchema },
      },
    },
    async (request) => findReleases(deps, request.params.templeId),
  );

  app.post(
    ADMIN_BASE,
    {
      config: admin,
      schema: {
        tags: settingsTags,
        description:
          'Opens a range of darshan dates at a time, through a waiting room. RELEASE_OVERLAP when another live release has some of the dates.',
        params: TempleIdParamsSchema,
        body: ReleaseInputSchema,
        response: { 201: ReleaseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createRelease(deps, actorOf(request), request.params.templeId, request.body)),
  );

  app.post(
    `${ADMIN_BASE}/:releaseId/cancel`,
    {
      config: admin,
      schema: {
        tags: settingsTags,
        description:
          'Cancels a release: its dates book as any other at once. RELEASE_NOT_CHANGEABLE once closed.',
        params: TempleReleaseParamsSchema,
        response: { 200: ReleaseSchema },
      },
    },
    async (request) =>
      cancelTempleRelease(deps, actorOf(request), request.params.templeId, request.params.releaseId),
  );

  app.get(
    `${ADMIN_BASE}/live`,
    {
      config: { access: 'public' },
      schema: {
        tags: devoteeTags,
        description: "A temple's releases that are coming or letting devotees in, for devotees to wait for.",
        params: TempleIdParamsSchema,
        response: { 200: ReleaseSummaryListSchema },
      },
    },
    async (request) => findLiveReleases(deps, request.params.templeId),
  );

  app.get(
    '/api/v1/releases/:releaseId/waiting-room',
    {
      config: { access: DEVOTEES, sessionSeenLately: true },
      schema: {
        tags: devoteeTags,
        description: `Where the devotee stands: their position, the estimated time of their admission, and until when they may book once admitted. Ask again after pollSeconds.`,
        params: ReleaseParamsSchema,
        response: { 200: WaitingRoomSchema },
      },
    },
    async (request) => getWaitingRoom(deps, currentUser(request), request.params.releaseId),
  );

  app.post(
    '/api/v1/releases/:releaseId/waiting-room',
    {
      config: { access: DEVOTEES },
      schema: {
        tags: devoteeTags,
        description:
          'Joins the waiting room (again: no change), or goes to the back of the line once the window to book has passed. WAITING_ROOM_NOT_OPEN outside its hours.',
        params: ReleaseParamsSchema,
        response: { 200: WaitingRoomSchema },
      },
    },
    async (request) => joinWaitingRoom(deps, currentUser(request), request.params.releaseId),
  );
};
