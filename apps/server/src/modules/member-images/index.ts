// The member-images module's face: what other areas and the server (app.ts, main.ts, db/seed) use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { ImageLabelSource } from './image-labels';
export { memberImagesRoutes } from './member-images.routes';
export { MemberImagesService } from './member-images.service';
