import {
  ADMIN_TYPES,
  CreateEnquiryInputSchema,
  EnquiryCreatedSchema,
  EnquiryDetailSchema,
  EnquiryIdParamsSchema,
  EnquiryReplyInputSchema,
  TempleIdParamsSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { actorOf, templeStaffRoute } from '../../plugins/auth.ts';
import { closeEnquiry, getEnquiry, replyToEnquiry } from './answer-enquiry.ts';
import { createEnquiry } from './create-enquiry.ts';

const TempleEnquiryParamsSchema = TempleIdParamsSchema.extend(EnquiryIdParamsSchema.shape);

/** Reading an enquiry is reading the enquiry report: the `reports.read` right. */
const enquiryReaders = templeStaffRoute({ right: 'reports.read' });
/**
 * Answering sends an SMS in the temple's name to a devotee, as notification-send does: the
 * `notifications.send` right, so a clerk who reads reports does not message devotees unless granted.
 */
const enquiryAnswerers = templeStaffRoute({ right: 'notifications.send' });

export const enquiryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['enquiries'];

  app.post(
    '/api/v1/enquiries',
    {
      config: { access: 'public', throttle: 'enquiry' },
      schema: { tags, body: CreateEnquiryInputSchema, response: { 201: EnquiryCreatedSchema } },
    },
    async (request, reply) => {
      const created = await createEnquiry(deps.db, request.body, {
        userId: request.user?.id ?? null,
        now: deps.now(),
      });
      return reply.status(201).send(created);
    },
  );

  // spec enquiry-reply for a temple's office: its own enquiries only.
  app.get(
    '/api/v1/temples/:templeId/enquiries/:enquiryId',
    {
      config: enquiryReaders,
      schema: {
        tags,
        summary: 'spec enquiry-reply: one enquiry to the temple, with its replies',
        params: TempleEnquiryParamsSchema,
        response: { 200: EnquiryDetailSchema },
      },
    },
    async (request) => getEnquiry(deps, { templeId: request.params.templeId }, request.params.enquiryId),
  );

  app.post(
    '/api/v1/temples/:templeId/enquiries/:enquiryId/replies',
    {
      config: enquiryAnswerers,
      schema: {
        tags,
        summary: 'spec enquiry-reply: answer the enquirer by SMS; the enquiry becomes replied',
        params: TempleEnquiryParamsSchema,
        body: EnquiryReplyInputSchema,
        response: { 200: EnquiryDetailSchema },
      },
    },
    async (request) =>
      replyToEnquiry(
        deps,
        actorOf(request),
        { templeId: request.params.templeId },
        request.params.enquiryId,
        request.body,
      ),
  );

  app.post(
    '/api/v1/temples/:templeId/enquiries/:enquiryId/close',
    {
      config: enquiryAnswerers,
      schema: {
        tags,
        summary: 'spec enquiry-reply: close the enquiry without a reply',
        params: TempleEnquiryParamsSchema,
        response: { 200: EnquiryDetailSchema },
      },
    },
    async (request) =>
      closeEnquiry(deps, actorOf(request), { templeId: request.params.templeId }, request.params.enquiryId),
  );

  // The platform's enquiries (written to no temple) are the administrators' to answer; they may answer
  // any temple's too.
  app.get(
    '/api/v1/admin/enquiries/:enquiryId',
    {
      config: { access: ADMIN_TYPES, platformRight: 'platform.enquiries' },
      schema: {
        tags,
        summary: 'spec enquiry-reply (administrators): any enquiry, with its replies',
        params: EnquiryIdParamsSchema,
        response: { 200: EnquiryDetailSchema },
      },
    },
    async (request) => getEnquiry(deps, 'platform', request.params.enquiryId),
  );

  app.post(
    '/api/v1/admin/enquiries/:enquiryId/replies',
    {
      config: { access: ADMIN_TYPES, platformRight: 'platform.enquiries' },
      schema: {
        tags,
        summary: 'spec enquiry-reply (administrators): answer the enquirer by SMS',
        params: EnquiryIdParamsSchema,
        body: EnquiryReplyInputSchema,
        response: { 200: EnquiryDetailSchema },
      },
    },
    async (request) =>
      replyToEnquiry(deps, actorOf(request), 'platform', request.params.enquiryId, request.body),
  );

  app.post(
    '/api/v1/admin/enquiries/:enquiryId/close',
    {
      config: { access: ADMIN_TYPES, platformRight: 'platform.enquiries' },
      schema: {
        tags,
        summary: 'spec enquiry-reply (administrators): close the enquiry without a reply',
        params: EnquiryIdParamsSchema,
        response: { 200: EnquiryDetailSchema },
      },
    },
    async (request) => closeEnquiry(deps, actorOf(request), 'platform', request.params.enquiryId),
  );
};
