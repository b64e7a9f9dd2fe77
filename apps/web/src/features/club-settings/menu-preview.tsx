import { useTranslation } from 'react-i18next';
import type { ClubSettings } from '@fairway/contract';
import { Icon } from '../../components/icon';
import { menuItems } from '../../app/menu-items';
import { heroBackground, MENU_ICONS, MENU_LABELS } from '../../app/menu-look';
import { SCREEN_PATHS } from '../../route-table';
import { previewFeatures } from './settings-groups';

/**
 * The member app's menu as a plain member will see it with `settings` (saved or not): the side
 * menu's own rule (menuItems) and its icons and labels.
 */
export function MenuPreview({ settings }: { settings: ClubSettings }) {
  const { t } = useTranslation();
  const items = menuItems(settings, previewFeatures(settings), SCREEN_PATHS);
  return (
    <section className="club-settings__preview" aria-labelledby="club-settings-preview-title">
      <h2 id="club-settings-preview-title" className="club-settings__preview-title">
        {t('clubSettings.preview.title')}
      </h2>
      <p className="club-settings__hint">{t('clubSettings.preview.hint')}</p>
      <div className="club-settings__phone">
        <div
          className="club-settings__phone-club"
          style={
            settings.background_url
              ? { backgroundImage: heroBackground(settings.background_url) }
              : undefined
          }
        >
          {settings.logo_url ? (
            <img className="club-settings__phone-logo" src={settings.logo_url} alt="" />
          ) : null}
          <span>{settings.naam}</span>
        </div>
        <ul className="club-settings__phone-menu" aria-label={t('clubSettings.preview.menu')}>
          {items.map((item) => (
            <li key={item.id} className="club-settings__phone-item">
              <Icon icon={MENU_ICONS[item.id]} />
              <span>{t(MENU_LABELS[item.id])}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
