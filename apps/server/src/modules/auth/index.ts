// The auth module's face: what other areas and the server (app.ts, main.ts, db/seed) use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { authRoutes } from './auth.routes';
export { AuthService, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './auth.service';
export { LoginDeviceRepository } from './login-device.repository';
export { DEVICE_MAX_IDLE_MS } from './login-devices';
export { hashPassword } from './password';
export { SessionRepository } from './session.repository';
export { PasswordLinkRepository } from './password-links.repository';
export {
  createPasswordLink,
  PasswordLinks,
  passwordLinkUrl,
  PASSWORD_LINK_TTL_MS,
} from './password-links';
