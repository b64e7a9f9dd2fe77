// The courses module's face: what other areas and the server (app.ts, main.ts, db/seed) use. The rest of this folder is
// its own (scripts/check-boundaries.mjs).
export { courseInfoRoutes } from './course-info.routes';
export { CourseInfoService } from './course-info.service';
export { CourseStatusRepository } from './course-status.repository';
export { CoursesRepository, type HoleRow } from './courses.repository';
export { coursesRoutes } from './courses.routes';
export { CoursesService } from './courses.service';
export { PhcpService } from './phcp.service';
export { playingHandicap, ratingsOfHoles, type Ratings } from './tee-ratings';
