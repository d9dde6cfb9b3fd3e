import { CreateEnquiryInputSchema, EnquiryCreatedSchema } from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { createEnquiry } from './create-enquiry.ts';

export const enquiryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/v1/enquiries',
    {
      config: { access: 'public', throttle: 'enquiry' },
      schema: {
        tags: ['enquiries'],
        body: CreateEnquiryInputSchema,
        response: { 201: EnquiryCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await createEnquiry(deps.db, request.body, {
        userId: request.user?.id ?? null,
        now: deps.now(),
      });
      return reply.status(201).send(created);
    },
  );
};
