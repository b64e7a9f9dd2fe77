import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  SessionResponse,
} from '@fairway/contract';
import { SESSION_COOKIE, requireAuth } from '../../plugins/session';
import type { ClubRepository } from '../club/club.repository';
import { toClub } from '../club/club.mapper';
import { SESSION_ABSOLUTE_MS, type AuthService } from './auth.service';

export const authRoutes =
  (
    auth: AuthService,
    clubs: ClubRepository,
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
          response: { 200: LoginResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
        },
      },
      async (request, reply) => {
        const previous = request.cookies[SESSION_COOKIE];
        const session = await auth.login({ ...request.body, ip: request.ip });
        // A new session id at every login; the old one is revoked (session fixation).
        if (previous) await auth.revokeToken(previous);
        reply.setCookie(SESSION_COOKIE, session.token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: opts.cookieSecure,
          maxAge: SESSION_ABSOLUTE_MS / 1000,
        });
        return { valid: true as const };
      },
    );

    app.get(
      '/api/auth/login',
      { config: { public: true }, schema: { tags: ['auth'], response: { 200: SessionResponse } } },
      async (request) => {
        if (!request.auth) return { status: 'logged_out' as const, club: null };
        const club = await clubs.findOnPlatform(request.auth.clubId);
        if (!club) return { status: 'logged_out' as const, club: null };
        const { id, club_id, naam, snelnaam } = toClub(club);
        return {
          status: 'logged_in' as const,
          club: { id, club_id, naam, snelnaam },
          relatie_id: request.auth.relatieId,
        };
      },
    );

    app.post(
      '/api/auth/logout',
      { schema: { tags: ['auth'], response: { 200: LogoutResponse, 401: ErrorBody } } },
      async (request, reply) => {
        await auth.logout(requireAuth(request).tokenHash);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return { status: 'success' as const };
      },
    );
  };
