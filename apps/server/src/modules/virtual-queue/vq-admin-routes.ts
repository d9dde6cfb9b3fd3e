import {
  TempleIdParamsSchema,
  VqBlockInputSchema,
  VqBlockListSchema,
  VqBlockQuerySchema,
  VqBlockResultSchema,
  VqFrozenSlotSchema,
  VqQuestionInputSchema,
  VqQuestionListSchema,
  VqQuestionParamsSchema,
  VqQuestionSchema,
  VqSettingsInputSchema,
  VqSettingsSchema,
  VqSlotDayParamsSchema,
  VqSlotDayUpdateSchema,
  VqSlotTemplateChangeSchema,
  VqSlotTemplateCreateSchema,
  VqSlotTemplateListSchema,
  VqSlotTemplateParamsSchema,
  VqSlotTemplateQuerySchema,
  VqSlotTemplateUpdateSchema,
  VqUnblockQuerySchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NoContentSchema } from '../../plugins/openapi.ts';
import { createSlotTemplates, findSlotTemplates, updateSlotTemplate } from './slot-templates.ts';
import { updateSlotDay } from './update-slot-day.ts';
import { getVqSettings, updateVqSettings } from './update-vq-settings.ts';
import { actorOf, VQ_ADMIN, VQ_STAFF } from './vq-access.ts';
import { blockVqSlots, findVqBlocks, unblockVqSlots } from './vq-blocks.ts';
import type { VqDeps } from './vq-deps.ts';
import {
  createVqQuestion,
  deleteVqQuestion,
  findVqQuestions,
  getVqQuestion,
  updateVqQuestion,
} from './vq-questions.ts';

const BASE = '/api/v1/temples/:templeId/virtual-queue';
const tags = ['virtual-queue: settings'];
const admin = { access: VQ_ADMIN, templeScoped: true, platformRight: 'platform.temples' } as const;
const staff = { access: VQ_STAFF, templeScoped: true, platformRight: 'platform.temples' } as const;

/** spec virtual-queue-slot-settings, -slot-blocking, -question-list and -question-detail. */
export const vqAdminRoutes: FastifyPluginAsyncZod<VqDeps> = async (app, deps) => {
  app.get(
    `${BASE}/settings`,
    { config: staff, schema: { tags, params: TempleIdParamsSchema, response: { 200: VqSettingsSchema } } },
    async (request) => getVqSettings(deps, request.params.templeId),
  );

  app.put(
    `${BASE}/settings`,
    {
      config: admin,
      schema: {
        tags,
        params: TempleIdParamsSchema,
        body: VqSettingsInputSchema,
        response: { 200: VqSettingsSchema },
      },
    },
    async (request) => updateVqSettings(deps, actorOf(request), request.params.templeId, request.body),
  );

  app.get(
    `${BASE}/slot-templates`,
    {
      config: staff,
      schema: {
        tags,
        description: 'The slot plan: weekly slots and slots of single dates.',
        params: TempleIdParamsSchema,
        querystring: VqSlotTemplateQuerySchema,
        response: { 200: VqSlotTemplateListSchema },
      },
    },
    async (request) => findSlotTemplates(deps, request.params.templeId, request.query),
  );

  app.post(
    `${BASE}/slot-templates`,
    {
      config: admin,
      schema: {
        tags,
        description:
          'Adds one slot on each of the given weekdays, or on one date (a date with slots of its own ignores its weekday).',
        params: TempleIdParamsSchema,
        body: VqSlotTemplateCreateSchema,
        response: { 201: VqSlotTemplateChangeSchema },
      },
    },
    async (request, reply) => {
      const result = await createSlotTemplates(deps, actorOf(request), request.params.templeId, request.body);
      return reply.status(201).send(result);
    },
  );

  app.put(
    `${BASE}/slot-templates/:templateId`,
    {
      config: admin,
      schema: {
        tags,
        description:
          'Changes a slot for every date not yet booked; future dates whose slot already issued tokens keep their times (listed in frozenSlots) and take a new capacity only when their bookings fit.',
        params: VqSlotTemplateParamsSchema,
        body: VqSlotTemplateUpdateSchema,
        response: { 200: VqSlotTemplateChangeSchema },
      },
    },
    async (request) =>
      updateSlotTemplate(
        deps,
        actorOf(request),
        request.params.templeId,
        request.params.templateId,
        request.body,
      ),
  );

  app.patch(
    `${BASE}/slots/:date/:startTime`,
    {
      config: admin,
      schema: {
        tags,
        description:
          "One date's slot (start time as HHmm): its capacity (never below its bookings) or party size.",
        params: VqSlotDayParamsSchema,
        body: VqSlotDayUpdateSchema,
        response: { 200: VqFrozenSlotSchema },
      },
    },
    async (request) =>
      updateSlotDay(deps, actorOf(request), {
        templeId: request.params.templeId,
        date: request.params.date,
        startTime: request.params.startTime,
        changes: request.body,
      }),
  );

  app.get(
    `${BASE}/questions`,
    {
      config: staff,
      schema: { tags, params: TempleIdParamsSchema, response: { 200: VqQuestionListSchema } },
    },
    async (request) => findVqQuestions(deps, request.params.templeId),
  );

  app.post(
    `${BASE}/questions`,
    {
      config: admin,
      schema: {
        tags,
        params: TempleIdParamsSchema,
        body: VqQuestionInputSchema,
        response: { 201: VqQuestionSchema },
      },
    },
    async (request, reply) => {
      const question = await createVqQuestion(deps, actorOf(request), request.params.templeId, request.body);
      return reply.status(201).send(question);
    },
  );

  app.get(
    `${BASE}/questions/:questionId`,
    { config: staff, schema: { tags, params: VqQuestionParamsSchema, response: { 200: VqQuestionSchema } } },
    async (request) => getVqQuestion(deps, request.params.templeId, request.params.questionId),
  );

  app.put(
    `${BASE}/questions/:questionId`,
    {
      config: admin,
      schema: {
        tags,
        params: VqQuestionParamsSchema,
        body: VqQuestionInputSchema,
        response: { 200: VqQuestionSchema },
      },
    },
    async (request) =>
      updateVqQuestion(
        deps,
        actorOf(request),
        request.params.templeId,
        request.params.questionId,
        request.body,
      ),
  );

  app.delete(
    `${BASE}/questions/:questionId`,
    { config: admin, schema: { tags, params: VqQuestionParamsSchema, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await deleteVqQuestion(deps, actorOf(request), request.params.templeId, request.params.questionId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${BASE}/blocks`,
    {
      config: staff,
      schema: {
        tags,
        params: TempleIdParamsSchema,
        querystring: VqBlockQuerySchema,
        response: { 200: VqBlockListSchema },
      },
    },
    async (request) => findVqBlocks(deps, request.params.templeId, request.query),
  );

  app.post(
    `${BASE}/blocks`,
    {
      config: admin,
      schema: {
        tags,
        description:
          'Blocks a date, or one slot of it, with a reason. Answers the bookings already made for it; with cancelBookings they are cancelled and each devotee told.',
        params: TempleIdParamsSchema,
        body: VqBlockInputSchema,
        response: { 201: VqBlockResultSchema },
      },
    },
    async (request, reply) => {
      const result = await blockVqSlots(deps, actorOf(request), request.params.templeId, request.body);
      return reply.status(201).send(result);
    },
  );

  app.delete(
    `${BASE}/blocks`,
    {
      config: admin,
      schema: {
        tags,
        params: TempleIdParamsSchema,
        querystring: VqUnblockQuerySchema,
        response: { 204: NoContentSchema },
      },
    },
    async (request, reply) => {
      await unblockVqSlots(deps, actorOf(request), request.params.templeId, request.query);
      return reply.status(204).send(null);
    },
  );
};
