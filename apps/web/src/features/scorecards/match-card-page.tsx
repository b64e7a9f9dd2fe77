import { useState } from 'react';
import {
  IonAlert,
  IonButton,
  IonContent,
  IonPage,
  IonSkeletonText,
  IonSpinner,
  useIonRouter,
} from '@ionic/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { createMatchCard } from '../../api/scorecards.api';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../i18n/error-message';
import { useSingleWrite } from '../../lib/use-single-write';
import { configQuery } from '../club';
import { matchQuery } from '../matches';
import { MarkerPicker } from './components/marker-picker';
import {
  EMPTY_GUEST,
  markerError,
  markerPayload,
  type MarkerDraft,
  type MarkerError,
} from './marker';
import { scorecardKeys } from './scorecards.queries';
import './scorecards.css';

/**
 * The member's own card of a match played today: the tee is the one of the sign-up, so only the
 * marker is chosen here. The server makes one card per member per match (it answers the card
 * there is), then score entry opens; submitted, the card waits for the match to be processed.
 */
export default function MatchCardPage() {
  const { t } = useTranslation();
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const match = useQuery({ ...matchQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const config = useQuery(configQuery());
  const digimarker = config.data?.digimarker_verplicht ?? false;
  const [draft, setDraft] = useState<MarkerDraft>({
    markerMode: 'member',
    marker: null,
    guest: EMPTY_GUEST,
  });
  const [error, setError] = useState<MarkerError | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { write, busy } = useSingleWrite();

  const onSubmit = async () => {
    const problem = markerError(draft, { required: true, digimarker });
    setError(problem);
    if (problem) return;
    try {
      await write.run(async (key) => {
        const card = await createMatchCard(id, markerPayload(draft), key);
        await queryClient.invalidateQueries({ queryKey: scorecardKeys.all });
        router.push(`/app/score/${card.id}`, 'forward', 'replace');
      });
    } catch (e) {
      // Without a connection the app's connection alert says so (spec §8), and only it.
      if (isApiError(e) && e.status === 0) return;
      setRefusal(errorMessage(t, e));
    }
  };

  return (
    <IonPage>
      <PageHeader title={t('scorecards.matchCard.title')} backHref={`/app/match/${id}/info`} />
      <IonContent>
        <form
          className="form-card card-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void onSubmit();
          }}
        >
          {match.data ? (
            <p className="form-card__intro">
              {t('scorecards.matchCard.intro', { match: match.data.naam })}
            </p>
          ) : (
            <IonSkeletonText animated style={{ height: 40 }} />
          )}
          <MarkerPicker
            draft={draft}
            digimarker={digimarker}
            onChange={(patch) => {
              setDraft((d) => ({ ...d, ...patch }));
              setError(null);
            }}
            error={error ? t(error) : undefined}
          />
          <IonButton type="submit" expand="block" disabled={busy}>
            {busy ? <IonSpinner name="dots" /> : t('scorecards.matchCard.create')}
          </IonButton>
        </form>
      </IonContent>
      <IonAlert
        isOpen={refusal !== null}
        header={t('scorecards.matchCard.notAllowed')}
        message={refusal ?? undefined}
        buttons={[t('common.ok')]}
        onDidDismiss={() => setRefusal(null)}
      />
    </IonPage>
  );
}
