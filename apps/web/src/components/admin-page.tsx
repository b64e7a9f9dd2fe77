import type { ReactNode } from 'react';
import { IonContent, IonPage } from '@ionic/react';
import { PageHeader } from './page-header';

interface AdminPageProps {
  title: string;
  /** Shows a back button to this path instead of the menu button. */
  backHref?: string;
  /** The paragraph that says what the screen is for, above its content. */
  intro?: string;
  /** Classes the column carries besides `admin__column` (a wider column, the area's own). */
  columnClass?: string;
  children: ReactNode;
}

/**
 * A back-office screen: its header, then one readable column that starts with its intro (the
 * classes are features/admin/admin.css's, which the screen imports).
 */
export function AdminPage({ title, backHref, intro, columnClass, children }: AdminPageProps) {
  return (
    <IonPage>
      <PageHeader title={title} backHref={backHref} />
      <IonContent className="admin">
        <div className={columnClass ? `admin__column ${columnClass}` : 'admin__column'}>
          {intro ? <p className="admin__intro">{intro}</p> : null}
          {children}
        </div>
      </IonContent>
    </IonPage>
  );
}
