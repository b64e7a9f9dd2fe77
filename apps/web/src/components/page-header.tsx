import { useEffect, type ReactNode } from 'react';
import { IonBackButton, IonButtons, IonHeader, IonTitle, IonToolbar } from '@ionic/react';
import { menuSharp } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { removeBootScreenSoon } from '../app/boot-screen';
import { toggleSideMenu } from '../app/side-menu-control';
import { ToolbarButton } from './toolbar-button';

interface PageHeaderProps {
  title: string;
  /** Shows a back button to this path instead of the menu button. */
  backHref?: string;
  /** The toolbar's own buttons at the end: `ToolbarButton`s. */
  end?: ReactNode;
  /** A second toolbar under the title, e.g. tabs. */
  children?: ReactNode;
}

/** The toolbar every screen in the shell starts with. */
export function PageHeader({ title, backHref, end, children }: PageHeaderProps) {
  const { t } = useTranslation();
  // It covers index.html's static toolbar, which can go once this one has painted.
  useEffect(removeBootScreenSoon, []);
  return (
    <IonHeader>
      <IonToolbar color="primary">
        {backHref ? (
          <IonButtons slot="start">
            {/* Ionic names the button with its untranslated 'back' unless the host has a label. */}
            <IonBackButton defaultHref={backHref} aria-label={t('common.back')} />
          </IonButtons>
        ) : (
          // Shown from the first frame, not only once the side menu (loaded after the page) has
          // registered, so the title does not jump 48 px to the right; a tap before then opens
          // the menu as it arrives. Large screens show the menu beside the page instead
          // (theme/base.css).
          <ToolbarButton
            slot="start"
            className="page-header__menu"
            icon={menuSharp}
            label={t('menu.open')}
            onClick={() => void toggleSideMenu()}
          />
        )}
        <IonTitle>{title}</IonTitle>
        {end ? (
          <div slot="end" className="page-header__end">
            {end}
          </div>
        ) : null}
      </IonToolbar>
      {children}
    </IonHeader>
  );
}
