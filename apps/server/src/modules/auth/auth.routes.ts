import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  SessionResponse,
  SetPasswordRequest,
  SetPasswordResponse,
  errorResponses,
} from '@fairway/contract';
import { SESSION_COOKIE, requireAuth } from '../../plugins/session';
import { SESSION_ABSOLUTE_MS, type AuthService } from './auth.service';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, DEVICE_MAX_IDLE_MS } from './login-devices';
import type { PasswordLinks } from './password-links';

export const authRoutes =
  (
    auth: AuthService,
    links: PasswordLinks,
    opts: { cookieSecure: boolean },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/auth/login',
      {
        config: { public: true },
        schema: {
          tags: ['auth'],
          body: LoginRequest,
          response: { 200: LoginResponse, ...errorResponses(400, 401, 429) },
        },
      },
      async (request, reply) => {
        const previous = request.cookies[SESSION_COOKIE];
        const session = await auth.login({
          ...request.body,
          ip: request.ip,
          device: request.cookies[DEVICE_COOKIE],
        });
        // A new session id at every login; the old one is revoked (session fixation).
        if (previous) await auth.revokeToken(previous);
        reply.setCookie(SESSION_COOKIE, session.token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: opts.cookieSecure,
          maxAge: SESSION_ABSOLUTE_MS / 1000,
        });
        // Outlives sessions and logouts: the member's own device stays known.
        reply.setCookie(DEVICE_COOKIE, session.device, {
          path: DEVICE_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure: opts.cookieSecure,
          maxAge: DEVICE_MAX_IDLE_MS / 1000,
        });
        return { valid: true as const };
      },
    );

    app.get(
      '/api/auth/login',
      { config: { public: true }, schema: { tags: ['auth'], response: { 200: SessionResponse } } },
      (request) => auth.sessionStatus(request.auth ?? undefined),
    );

    // A one-time link's page sets the password; the member then logs in with it.
    app.post(
      '/api/auth/password',
      {
        config: { public: true },
        schema: {
          tags: ['auth'],
          body: SetPasswordRequest,
          response: { 200: SetPasswordResponse, ...errorResponses(400, 410, 429) },
        },
      },
      (request) => links.use({ ...request.body, ip: request.ip }),
    );

    app.post(
      '/api/auth/logout',
      { schema: { tags: ['auth'], response: { 200: LogoutResponse, ...errorResponses(401) } } },
      async (request, reply) => {
        await auth.logout(requireAuth(request).tokenHash);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return { status: 'success' as const };
      },
    );
  };
