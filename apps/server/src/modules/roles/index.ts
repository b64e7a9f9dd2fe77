// The roles module's face: the administrator's granting and taking of the club's roles.
export { RolesRepository } from './roles.repository';
export { rolesRoutes } from './roles.routes';
export { RolesService } from './roles.service';
