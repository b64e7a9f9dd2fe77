import { useState } from 'react';
import { IonSkeletonText } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { createMatchCard } from '../../api/scorecards.api';
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
import { useNewCard } from './use-new-card';
import { NewCardPage } from './components/new-card-page';
import './scorecards.css';

/**
 * The member's own card of a match played today: the tee is the one of the sign-up, so only the
 * marker is chosen here. The server makes one card per member per match (it answers the card
 * there is), then score entry opens; submitted, the card waits for the match to be processed.
 */
export default function MatchCardPage() {
  const { t } = useTranslation();
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
  const { create, busy, refusal, refuse } = useNewCard();

  const onSubmit = async () => {
    const problem = markerError(draft, { required: true, digimarker });
    setError(problem);
    if (problem) return;
    await create((key) => createMatchCard(id, markerPayload(draft), key));
  };

  return (
    <NewCardPage
      title={t('scorecards.matchCard.title')}
      backHref={`/app/match/${id}/info`}
      onSubmit={onSubmit}
      busy={busy}
      createLabel={t('scorecards.matchCard.create')}
      refusal={refusal}
      refusalHeader={t('scorecards.matchCard.notAllowed')}
      onRefusalDismiss={() => refuse(null)}
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
    </NewCardPage>
  );
}
