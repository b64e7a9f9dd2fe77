import { IonButton, IonContent, IonFooter, IonPage, useIonRouter } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { AdminCard } from '@fairway/contract';
import { keypadCommit, keypadPress } from '@fairway/golf';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../i18n/error-message';
import { useSingleWrite } from '../../lib/use-single-write';
import { Keypad } from '../scorecards';
import { FooterAlert } from './footer-alert';
import { LoadingPage } from './loading-page';
import { adminCardQuery, useEnterCard } from './match-admin.queries';
import '../scorecards/scorecards.css';
import './match-admin.css';

/**
 * The committee enters a player's card of the match (for a player who did not enter it): the
 * gross strokes per hole with the score keypad, then saved as a submitted card that processing
 * takes like the member's own. A card not yet processed can be corrected the same way.
 */
export default function MatchAdminCardPage() {
  const { t } = useTranslation();
  const params = useParams<{ id: string; relatie: string }>();
  const id = Number(params.id);
  const relatie = Number(params.relatie);
  const card = useQuery(adminCardQuery(id, relatie));
  const back = `/app/admin/matches/${id}`;

  if (!card.data)
    return <LoadingPage title={t('matchAdmin.card.title')} back={back} error={card.error} />;
  return <CardEntry key={card.data.card_id ?? 0} id={id} card={card.data} back={back} />;
}

function CardEntry({ id, card, back }: { id: number; card: AdminCard; back: string }) {
  const { t } = useTranslation();
  const router = useIonRouter();
  const n = card.holes.length;
  const [scores, setScores] = useState<(number | null)[]>(() =>
    card.holes.map((_, i) => (card.scores[i] ? card.scores[i] : null)),
  );
  const [cur, setCur] = useState(0);
  const [buffer, setBuffer] = useState('');
  const [missing, setMissing] = useState(false);
  const enter = useEnterCard(id, card.relatie_id);
  const { write, busy } = useSingleWrite();
  const locked = card.verwerkt;

  const put = useCallback(
    (value: number | null, advance: boolean) => {
      if (value !== null) setScores((s) => s.map((x, i) => (i === cur ? value : x)));
      if (advance) setCur((c) => Math.min(c + 1, n - 1));
    },
    [cur, n],
  );
  const onDigit = useCallback(
    (key: string) => {
      const r = keypadPress({ buffer, key });
      setBuffer(r.buffer);
      put(r.value, r.advance);
    },
    [buffer, put],
  );
  const onClear = useCallback(() => {
    setBuffer('');
    setScores((s) => s.map((x, i) => (i === cur ? null : x)));
  }, [cur]);
  const onNext = useCallback(() => {
    const r = keypadCommit({ buffer });
    setBuffer('');
    put(r.value, true);
  }, [buffer, put]);
  const choose = (i: number) => {
    const r = keypadCommit({ buffer });
    if (r.value !== null) setScores((s) => s.map((x, j) => (j === cur ? r.value : x)));
    setBuffer('');
    setCur(i);
  };

  const gross = scores.reduce<number>((a, b) => a + (b ?? 0), 0);
  const filled = scores.filter((s) => s !== null).length;

  const save = () => {
    const r = keypadCommit({ buffer });
    const final = scores.map((x, i) => (i === cur && r.value !== null ? r.value : x));
    setBuffer('');
    setScores(final);
    if (final.some((s) => s === null)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    void write
      .run((key) => enter.mutateAsync({ body: { scores: final as number[] }, key }))
      .then((m) => {
        if (m) router.push(back, 'back', 'pop');
      })
      .catch(() => undefined);
  };

  return (
    <IonPage>
      <PageHeader title={t('matchAdmin.card.title')} backHref={back} />
      <IonContent className="match-admin">
        <div className="ion-padding-horizontal">
          <h2>{card.naam}</h2>
          <p className="admin-card__meta">
            {t('matchAdmin.card.tee', { tee: card.tee_naam })}
            {card.playing_handicap !== null
              ? ` · ${t('matchAdmin.card.playingHandicap', { ph: card.playing_handicap })}`
              : ''}
          </p>
        </div>
        {locked ? (
          <p className="ion-padding" role="status">
            {t('matchAdmin.card.processed')}
          </p>
        ) : null}
        <div className="admin-card__holes" role="group" aria-label={t('matchAdmin.card.holes')}>
          {card.holes.map((h, i) => (
            <button
              key={h.nummer}
              type="button"
              disabled={locked}
              className={`admin-card__hole${i === cur ? ' admin-card__hole--current' : ''}`}
              aria-current={i === cur ? 'true' : undefined}
              aria-label={t('matchAdmin.card.holeLabel', {
                hole: h.nummer,
                par: h.par,
                score: scores[i] ?? '–',
              })}
              onClick={() => choose(i)}
            >
              <span className="admin-card__hole-nr">
                {h.nummer} · {t('matchAdmin.card.par', { par: h.par })}
              </span>
              <span className="admin-card__hole-score">{scores[i] ?? ''}</span>
            </button>
          ))}
        </div>
        <p className="admin-card__summary" aria-live="polite">
          {t('matchAdmin.card.total', { gross, filled, holes: n })}
        </p>
        {!locked ? (
          <Keypad onDigit={onDigit} onClear={onClear} onNext={onNext} disabled={busy} />
        ) : null}
      </IonContent>
      {!locked ? (
        <IonFooter className="admin-footer">
          <FooterAlert>
            {missing
              ? t('matchAdmin.card.missing')
              : enter.isError
                ? errorMessage(t, enter.error)
                : null}
          </FooterAlert>
          <IonButton expand="block" disabled={busy} onClick={save}>
            {t('matchAdmin.card.save')}
          </IonButton>
        </IonFooter>
      ) : null}
    </IonPage>
  );
}
