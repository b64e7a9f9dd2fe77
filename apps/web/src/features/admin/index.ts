// The back office's home feature face: the areas by role (the app's route gate reads them).
export { ADMIN_AREAS, areasFor, mayOpen, type AdminArea } from './admin-areas';
