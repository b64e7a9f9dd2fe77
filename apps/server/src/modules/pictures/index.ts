// The pictures module's face: what other areas and the server (app.ts, main.ts, db/seed) use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { type DecodeGate } from './decode-gate';
export { FilePictureStore, type PictureStore } from './picture-store';
export { PicturesRepository } from './pictures.repository';
export { NewsPictures } from './news-pictures';
export { picturesRoutes, readUpload, sendPicture } from './pictures.routes';
export { ProfilePictureService, type RenderedPicture } from './profile-picture.service';
