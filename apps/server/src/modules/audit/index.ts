// The audit module's face: every back-office write records itself through AuditRepository in its
// own transaction; the administrator reads the trail through these routes.
export { AuditRepository, type AuditWrite, type CallerWrite } from './audit.repository';
export { auditRoutes } from './audit.routes';
export { BackOfficeService } from './back-office-service';
export { AuditService } from './audit.service';
