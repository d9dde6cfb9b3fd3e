import {
  AuthResultSchema,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  OtpSentSchema,
  PasswordResetRequestedSchema,
  RequestOtpInputSchema,
  ResetPasswordInputSchema,
  VerifyOtpInputSchema,
} from '@nivedya/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { clearSessionCookie, clientInfo, setSessionCookie } from '../../plugins/auth.ts';
import { logIn } from './log-in.ts';
import { logOut } from './log-out.ts';
import { requestOtp } from './request-otp.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { verifyOtp } from './verify-otp.ts';

const NoContent = z.null().describe('No content');

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const secure = deps.config.cookieSecure;

  app.post(
    '/api/v1/auth/otp/request',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Send a sign-up or login OTP by SMS',
        body: RequestOtpInputSchema,
        response: { 202: OtpSentSchema },
      },
    },
    async (request, reply) => {
      const sent = await requestOtp(deps, request.body, clientInfo(request));
      return reply.status(202).send(sent);
    },
  );

  app.post(
    '/api/v1/auth/otp/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Log in with an OTP; a new mobile gets a devotee account (201)',
        body: VerifyOtpInputSchema,
        response: { 200: AuthResultSchema, 201: AuthResultSchema },
      },
    },
    async (request, reply) => {
      const result = await verifyOtp(deps, request.body, clientInfo(request));
      setSessionCookie(reply, result.session, secure);
      return reply.status(result.isNewAccount ? 201 : 200).send({ user: result.user });
    },
  );

  app.post(
    '/api/v1/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Log in with email or mobile and password',
        body: LoginInputSchema,
        response: { 200: AuthResultSchema },
      },
    },
    async (request, reply) => {
      const result = await logIn(deps, request.body, clientInfo(request));
      setSessionCookie(reply, result.session, secure);
      return { user: result.user };
    },
  );

  app.post(
    '/api/v1/auth/logout',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'End the session', response: { 204: NoContent } },
    },
    async (request, reply) => {
      await logOut(deps, request.sessionToken);
      clearSessionCookie(reply, secure);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/auth/password/forgot',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: "Send a password-reset OTP to the account's mobile, if an account has the identifier",
        description:
          'Answers 202 alike whether or not an account has the email or mobile number, so the answer does not tell who has an account.',
        body: ForgotPasswordInputSchema,
        response: { 202: PasswordResetRequestedSchema },
      },
    },
    async (request, reply) => {
      const sent = await requestPasswordReset(deps, request.body, clientInfo(request));
      return reply.status(202).send(sent);
    },
  );

  app.post(
    '/api/v1/auth/password/reset',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the reset OTP; ends every session of the account',
        body: ResetPasswordInputSchema,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const { userId } = await resetPassword(deps, request.body, clientInfo(request));
      if (request.user?.id === userId) clearSessionCookie(reply, secure);
      return reply.status(204).send(null);
    },
  );
};
