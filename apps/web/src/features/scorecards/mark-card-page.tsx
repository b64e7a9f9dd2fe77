import { useState } from 'react';
import {
  IonAlert,
  IonButton,
  IonContent,
  IonIcon,
  IonPage,
  IonSpinner,
  useIonRouter,
} from '@ionic/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkmarkDoneOutline, closeCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { REJECT_REASON, type RejectReason } from '@fairway/golf';
import { rejectCard, signCard } from '../../api/scorecards.api';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../i18n/error-message';
import { formatDate } from '../../lib/dates';
import { HOME_PATH } from '../../paths';
import { configQuery } from '../club';
import { cardTypeKey, courseLabel, grossScore } from './card-list';
import { chooseFromSheet } from './components/action-sheet';
import { CardLoading } from './components/card-loading';
import { countedTotal, ScorecardTable } from './components/scorecard-table';
import { TeeAfter } from './components/tee-label';
import { showFlash } from '../../lib/flash';
import { cardQuery, scorecardKeys } from './scorecards.queries';
import './scorecards.css';

/**
 * spec §2 /app/mark/{id}, §4 "Marker": the marker reviews a card (holes, scores, totals, player,
 * course, date) and signs it or rejects it with a reason (INVALID_SCORE or NOT_MARKER); both go
 * back to the list and refresh the markable cards.
 */
export default function MarkCardPage() {
  const { t } = useTranslation();
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const cardId = Number(useParams().id);
  const valid = Number.isInteger(cardId) && cardId > 0;
  const card = useQuery({ ...cardQuery(cardId, true), enabled: valid });
  const config = useQuery(configQuery());
  const [confirmSign, setConfirmSign] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const done = async (text: string) => {
    showFlash('success', text);
    await queryClient.invalidateQueries({ queryKey: scorecardKeys.all });
    if (router.canGoBack()) router.goBack();
    else router.push(HOME_PATH, 'back', 'replace');
  };

  const c = card.data;
  const player = c?.speler_naam ?? '';
  const sign = useMutation({
    mutationFn: () => signCard(cardId),
    onSuccess: () => done(t('scorecards.mark.signed', { player })),
    onError: (error) => setFailure(errorMessage(t, error)),
  });
  const reject = useMutation({
    mutationFn: (reason: RejectReason) => rejectCard(cardId, reason),
    onSuccess: () => done(t('scorecards.mark.rejected', { player })),
    onError: (error) => setFailure(errorMessage(t, error)),
  });

  const onReject = async () => {
    const reason = await chooseFromSheet<RejectReason>({
      header: t('scorecards.mark.rejectTitle'),
      subHeader: t('scorecards.mark.rejectText'),
      buttons: [
        {
          text: t('scorecards.rejectReasons.INVALID_SCORE'),
          value: REJECT_REASON.INVALID_SCORE,
          role: 'destructive',
        },
        {
          text: t('scorecards.rejectReasons.NOT_MARKER'),
          value: REJECT_REASON.NOT_MARKER,
          role: 'destructive',
        },
        { text: t('common.cancel'), role: 'cancel' },
      ],
    });
    if (reason) reject.mutate(reason);
  };

  const busy = sign.isPending || reject.isPending;
  const markable = c?.state === 'te_markeren';

  let content;
  if (!valid || card.isError || !c) content = <CardLoading valid={valid} card={card} />;
  else
    content = (
      <div className="mark-card">
        <section className="mark-card__head">
          <h1 className="mark-card__player">{c.speler_naam}</h1>
          <div className="mark-card__meta">
            {formatDate(c.datum)} · {c.tijd}
          </div>
          <div className="mark-card__meta">
            {courseLabel(c, config.data?.club.naam)}
            <TeeAfter tee={c.tee} style={config.data?.tee_naam_en_kleur_weergave} />
          </div>
          <div className="mark-card__meta">{t(cardTypeKey(c.typekaart))}</div>
          <dl className="mark-card__totals">
            <div>
              <dt>{t('scorecards.score')}</dt>
              <dd>{grossScore(c) ?? '–'}</dd>
            </div>
            {c.score_berekening === 'tegen_par' ? (
              <div>
                <dt>{t('scorecards.againstPar')}</dt>
                <dd>{c.holes?.length ? countedTotal(c.holes, true) : '–'}</dd>
              </div>
            ) : (
              <div>
                <dt>{t('scorecards.stableford')}</dt>
                <dd>{c.sf_score_wed ?? '–'}</dd>
              </div>
            )}
          </dl>
        </section>
        {c.holes && c.holes.length > 0 ? (
          <ScorecardTable holes={c.holes} againstPar={c.score_berekening === 'tegen_par'} />
        ) : null}
        {c.opmerking ? (
          <p className="mark-card__comment">
            <strong>{t('scorecards.fields.comment')}:</strong> {c.opmerking}
          </p>
        ) : null}
        {markable ? (
          <div className="mark-card__actions">
            <IonButton expand="block" onClick={() => setConfirmSign(true)} disabled={busy}>
              {sign.isPending ? (
                <IonSpinner name="dots" />
              ) : (
                <>
                  <IonIcon slot="start" icon={checkmarkDoneOutline} aria-hidden="true" />
                  {t('scorecards.mark.sign')}
                </>
              )}
            </IonButton>
            <IonButton
              expand="block"
              fill="outline"
              color="danger"
              onClick={() => void onReject()}
              disabled={busy}
            >
              {reject.isPending ? (
                <IonSpinner name="dots" />
              ) : (
                <>
                  <IonIcon slot="start" icon={closeCircleOutline} aria-hidden="true" />
                  {t('scorecards.mark.reject')}
                </>
              )}
            </IonButton>
          </div>
        ) : (
          <div className="notice notice--warning">{t('scorecards.mark.notMarkable')}</div>
        )}
      </div>
    );

  return (
    <IonPage>
      <PageHeader title={t('scorecards.mark.title')} backHref={HOME_PATH} />
      <IonContent>{content}</IonContent>
      <IonAlert
        isOpen={confirmSign}
        header={t('scorecards.mark.signTitle')}
        message={t('scorecards.mark.signText', { player })}
        buttons={[
          { text: t('common.cancel'), role: 'cancel' },
          { text: t('scorecards.mark.sign'), role: 'confirm', handler: () => sign.mutate() },
        ]}
        onDidDismiss={() => setConfirmSign(false)}
      />
      <IonAlert
        isOpen={failure !== null}
        header={t('scorecards.mark.failedTitle')}
        message={failure ?? undefined}
        buttons={[t('common.ok')]}
        onDidDismiss={() => setFailure(null)}
      />
    </IonPage>
  );
}
