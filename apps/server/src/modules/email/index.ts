// The email module's face: what other areas and the server (app.ts) use. The rest of this folder
// is its own (scripts/check-boundaries.mjs).
export { EmailChannel, type EmailSetup } from './email-channel';
