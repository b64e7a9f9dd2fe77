// The course-admin module's face: the back office's courses, tees and their import.
export { CourseAdminRepository } from './course-admin.repository';
export { courseAdminRoutes } from './course-admin.routes';
export { CourseAdminService, type CourseCaches } from './course-admin.service';
export { CourseImportRepository } from './course-import.repository';
export { CourseImportService } from './course-import.service';
export { TeeSheetAdminRepository } from './tee-sheet-admin.repository';
export { teeSheetAdminRoutes } from './tee-sheet-admin.routes';
export { TeeSheetAdminService } from './tee-sheet-admin.service';
export { TeeSheetDayRepository } from './tee-sheet-day.repository';
export { teeSheetDayRoutes } from './tee-sheet-day.routes';
export { TeeSheetDayService } from './tee-sheet-day.service';
