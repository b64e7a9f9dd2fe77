// The pictures module's face: what other areas and the server (app.ts, main.ts, db/seed) use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { type DecodeGate } from './decode-gate';
export { FilePictureStore, type PictureStore } from './picture-store';
export { PicturesRepository } from './pictures.repository';
export { picturesRoutes } from './pictures.routes';
export { ProfilePictureService } from './profile-picture.service';
