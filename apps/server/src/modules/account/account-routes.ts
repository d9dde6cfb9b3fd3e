import {
  ChangePasswordInputSchema,
  DeleteAccountInputSchema,
  OtpSentSchema,
  UpdateProfileInputSchema,
  UserSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { clearSessionCookie, clientInfo, currentUser } from '../../plugins/auth.ts';
import { getUser } from '../users/index.ts';
import { changePassword } from './change-password.ts';
import { deleteAccount } from './delete-account.ts';
import { requestAccountDeletion } from './request-account-deletion.ts';
import { updateProfile } from './update-profile.ts';

const NoContent = z.null().describe('No content');

/** The logged-in person's own account: /api/v1/me. */
export const accountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/v1/me',
    {
      config: { access: 'user' },
      schema: { tags: ['account'], summary: "The session's user", response: { 200: UserSchema } },
    },
    async (request) => getUser(deps, currentUser(request).id),
  );

  app.patch(
    '/api/v1/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Update my profile',
        body: UpdateProfileInputSchema,
        response: { 200: UserSchema },
      },
    },
    async (request) => updateProfile(deps, currentUser(request).id, request.body, clientInfo(request)),
  );

  app.post(
    '/api/v1/me/password',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Change my password; my other sessions end',
        body: ChangePasswordInputSchema,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const session = { userId: currentUser(request).id, token: request.sessionToken ?? '' };
      await changePassword(deps, session, request.body, clientInfo(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/me/delete-otp',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Send the OTP that confirms deleting my account',
        response: { 202: OtpSentSchema },
      },
    },
    async (request, reply) => {
      const sent = await requestAccountDeletion(deps, currentUser(request).id, clientInfo(request));
      return reply.status(202).send(sent);
    },
  );

  app.delete(
    '/api/v1/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Delete (anonymise) my account with the OTP',
        body: DeleteAccountInputSchema,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await deleteAccount(deps, currentUser(request).id, request.body, clientInfo(request));
      clearSessionCookie(reply, deps.config.cookieSecure);
      return reply.status(204).send(null);
    },
  );
};
