// The club-settings module's face: the administrator's screen of the club's name, language,
// configuration flags and feature flags.
export { ClubSettingsRepository } from './club-settings.repository';
export { clubSettingsRoutes } from './club-settings.routes';
export { ClubSettingsService } from './club-settings.service';
