import { useEffect, type ReactNode } from 'react';
import {
  IonBackButton,
  IonButtons,
  IonHeader,
  IonMenuButton,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import { removeBootScreenSoon } from '../app/boot-screen';

interface PageHeaderProps {
  title: string;
  /** Shows a back button to this path instead of the menu button. */
  backHref?: string;
  end?: ReactNode;
  /** A second toolbar under the title, e.g. tabs. */
  children?: ReactNode;
}

/** The toolbar every screen in the shell starts with. */
export function PageHeader({ title, backHref, end, children }: PageHeaderProps) {
  // It covers index.html's static toolbar, which can go once this one has painted.
  useEffect(removeBootScreenSoon, []);
  return (
    <IonHeader>
      <IonToolbar color="primary">
        <IonButtons slot="start">
          {backHref ? (
            <IonBackButton defaultHref={backHref} />
          ) : (
            // Shown from the first frame, not only once the side menu (loaded after the page)
            // has registered, so the title does not jump 48 px to the right. Large screens show
            // the menu beside the page instead (theme/app.css).
            <IonMenuButton autoHide={false} className="page-header__menu" />
          )}
        </IonButtons>
        <IonTitle>{title}</IonTitle>
        {end ? <IonButtons slot="end">{end}</IonButtons> : null}
      </IonToolbar>
      {children}
    </IonHeader>
  );
}
