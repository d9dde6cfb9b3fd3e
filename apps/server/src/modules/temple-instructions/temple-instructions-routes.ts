import {
  CreateInstructionInputSchema,
  InstructionListSchema,
  InstructionSchema,
  PageQuerySchema,
  StaffInstructionListQuerySchema,
  TempleIdParamsSchema,
  TempleInstructionParamsSchema,
  UpdateInstructionInputSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { actorOf, templeStaffRoute } from '../../plugins/auth.ts';
import { NoContentSchema } from '../../plugins/openapi.ts';
import { createInstruction } from './create-instruction.ts';
import { deleteInstruction } from './delete-instruction.ts';
import { findInstructions } from './find-instructions.ts';
import { findStaffInstructions } from './find-staff-instructions.ts';
import { getInstruction } from './get-instruction.ts';
import { updateInstruction } from './update-instruction.ts';

/** spec instruction-list and instruction-details; devotees read the shown ones. */
export const templeInstructionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const tags = ['instructions'];
  const read = templeStaffRoute();
  const manage = templeStaffRoute({ right: 'content.manage' });

  app.get(
    '/api/v1/temples/:templeId/instructions',
    {
      // Public: devotees read a temple's instructions before booking; not temple-scoped.
      config: { access: 'public' },
      schema: {
        tags,
        params: TempleIdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: InstructionListSchema },
      },
    },
    async (request) => findInstructions(deps.db, request.params.templeId, request.query),
  );
  app.get(
    '/api/v1/temples/:templeId/instructions/all',
    {
      config: read,
      schema: {
        tags,
        summary: "The temple's instructions, hidden ones too (instruction-list)",
        params: TempleIdParamsSchema,
        querystring: StaffInstructionListQuerySchema,
        response: { 200: InstructionListSchema },
      },
    },
    async (request) => findStaffInstructions(deps.db, request.params.templeId, request.query),
  );
  app.post(
    '/api/v1/temples/:templeId/instructions',
    {
      config: manage,
      schema: {
        tags,
        params: TempleIdParamsSchema,
        body: CreateInstructionInputSchema,
        response: { 201: InstructionSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createInstruction(deps, actorOf(request), request.params.templeId, request.body)),
  );
  app.get(
    '/api/v1/temples/:templeId/instructions/:instructionId',
    {
      config: read,
      schema: { tags, params: TempleInstructionParamsSchema, response: { 200: InstructionSchema } },
    },
    async (request) => getInstruction(deps.db, request.params.templeId, request.params.instructionId),
  );
  app.patch(
    '/api/v1/temples/:templeId/instructions/:instructionId',
    {
      config: manage,
      schema: {
        tags,
        params: TempleInstructionParamsSchema,
        body: UpdateInstructionInputSchema,
        response: { 200: InstructionSchema },
      },
    },
    async (request) =>
      updateInstruction(
        deps,
        actorOf(request),
        request.params.templeId,
        request.params.instructionId,
        request.body,
      ),
  );
  app.delete(
    '/api/v1/temples/:templeId/instructions/:instructionId',
    {
      config: manage,
      schema: { tags, params: TempleInstructionParamsSchema, response: { 204: NoContentSchema } },
    },
    async (request, reply) => {
      await deleteInstruction(deps, actorOf(request), request.params.templeId, request.params.instructionId);
      return reply.status(204).send(null);
    },
  );
};
