import {
  IonButton,
  IonContent,
  IonItem,
  IonLabel,
  IonList,
  IonPage,
  IonSpinner,
} from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminMatchListResponse } from '@fairway/contract';
import { wallTime } from '@fairway/golf';
import { clubNow } from '../../lib/club-clock';
import { PageHeader } from '../../components/page-header';
import { formatWallTime } from '../../lib/dates';
import { errorMessage } from '../../i18n/error-message';
import { adminMatchesQuery } from './match-admin.queries';
import './match-admin.css';

/** Where a match stands for the committee, as one word; `now` is the club's wall clock. */
export function matchStage(m: AdminMatchListResponse[number], now: string) {
  if (m.publiceer_uitslag) return 'resultsPublished' as const;
  if (m.verwerkt) return 'processed' as const;
  if (m.startlijst_vrijgegeven) return 'startListPublished' as const;
  if (m.open) return 'signUpOpen' as const;
  if (now < m.inschrijvingsstart) return 'signUpNotOpen' as const;
  return 'signUpClosed' as const;
}

/** The committee's match list (role match_committee): every match of the club, newest first. */
export default function MatchAdminListPage() {
  const { t } = useTranslation();
  const list = useQuery(adminMatchesQuery());
  return (
    <IonPage>
      <PageHeader title={t('matchAdmin.title')} />
      <IonContent className="match-admin">
        <div className="ion-padding-horizontal ion-padding-top">
          <IonButton expand="block" routerLink="/app/admin/matches/new">
            {t('matchAdmin.form.newTitle')}
          </IonButton>
        </div>
        {list.isPending ? (
          <div className="ion-padding ion-text-center">
            <IonSpinner aria-label={t('common.loading')} />
          </div>
        ) : list.isError ? (
          <div className="form-error ion-margin" role="alert">
            {errorMessage(t, list.error)}
          </div>
        ) : list.data.length === 0 ? (
          <p className="ion-padding">{t('matchAdmin.none')}</p>
        ) : (
          <IonList>
            {list.data.map((m) => (
              <IonItem key={m.id} routerLink={`/app/admin/matches/${m.id}`} detail>
                <IonLabel>
                  <h2>{m.naam}</h2>
                  <p>
                    {formatWallTime(m.aanvang)} · {m.course_naam}
                  </p>
                  <p>
                    {t('matchAdmin.field', { players: m.deelnemers, max: m.max_deelnemers })} ·{' '}
                    {t(`matchAdmin.stage.${matchStage(m, wallTime(clubNow(new Date())))}`)}
                  </p>
                </IonLabel>
              </IonItem>
            ))}
          </IonList>
        )}
      </IonContent>
    </IonPage>
  );
}
