import { IonButton, IonContent, IonIcon, IonPage } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import {
  alertCircleOutline,
  checkmarkCircleOutline,
  informationCircleOutline,
  lockClosedOutline,
} from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Scorecard } from '@fairway/contract';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { formatDate } from '../../lib/dates';
import { useGolfFormat } from '../../lib/golf-format';
import { HOME_PATH } from '../../paths';
import { configQuery } from '../club';
import {
  cardResult,
  cardTypeKey,
  courseLabel,
  grossScore,
  opensScoreEntry,
  shownState,
  STATE_KEYS,
} from './card-list';
import { CardLoading } from './components/card-loading';
import { countedTotal, ScorecardTable } from './components/scorecard-table';
import { TeeAfter } from './components/tee-label';
import { cardQuery } from './scorecards.queries';
import './scorecards.css';
import { CommitteeNotice } from './committee-notice';

const REJECT_KEYS = {
  INVALID_SCORE: 'scorecards.rejectReasons.INVALID_SCORE',
  NOT_MARKER: 'scorecards.rejectReasons.NOT_MARKER',
} as const;

const TONE_ICONS = {
  success: checkmarkCircleOutline,
  warning: informationCircleOutline,
  error: alertCircleOutline,
} as const;

function Total({ label, value }: { label: string; value: string | number | null }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value ?? '–'}</dd>
    </div>
  );
}

/**
 * A past card, read-only (a card still open for scores goes to score entry): where and when,
 * what became of it (processed, waiting for the marker, rejected, or why not processed and what
 * to do), the totals with the adjusted score and differential, the marker, and the holes with
 * the gross and the adjusted score. A course not in the list has no holes: the screen says why.
 */
export default function CardViewPage() {
  const { t } = useTranslation();
  const format = useGolfFormat();
  const cardId = Number(useParams().id);
  const valid = Number.isInteger(cardId) && cardId > 0;
  const card = useQuery({ ...cardQuery(cardId, true), enabled: valid });
  const config = useQuery(configQuery());
  const c = card.data;

  const resultText = (sc: Scorecard, key: NonNullable<ReturnType<typeof cardResult>>['key']) => {
    const reason =
      sc.reject_remark && Object.hasOwn(REJECT_KEYS, sc.reject_remark)
        ? t(REJECT_KEYS[sc.reject_remark as keyof typeof REJECT_KEYS])
        : '';
    return t(key, {
      handicap: format.handicap(sc.ehcp_nieuw) ?? '',
      marker: sc.marker_volledige_naam ?? sc.marker_naam ?? '',
      reason,
    });
  };

  let content;
  if (!valid || card.isError || !c) content = <CardLoading valid={valid} card={card} />;
  else if (opensScoreEntry(c))
    content = (
      <EmptyState icon={informationCircleOutline} title={t('scorecards.enterScore')}>
        <IonButton routerLink={`/app/score/${c.id}`} routerDirection="forward">
          {t('scorecards.enterScore')}
        </IonButton>
      </EmptyState>
    );
  else {
    const result = cardResult(c);
    const state = shownState(c);
    const holes = c.holes ?? [];
    const unknownCourse = c.tee_id === null;
    const againstPar = c.score_berekening === 'tegen_par';
    content = (
      <div className="mark-card card-view">
        <section className="mark-card__head">
          <div className="card-view__top">
            <h1 className="mark-card__player">{courseLabel(c, config.data?.club.naam)}</h1>
            <span className={`state-chip state-chip--${state}`}>{t(STATE_KEYS[state])}</span>
          </div>
          <div className="mark-card__meta">
            {formatDate(c.datum)} · {c.tijd}
            <TeeAfter tee={c.tee} style={config.data?.tee_naam_en_kleur_weergave} />
          </div>
          <div className="mark-card__meta">
            {t(cardTypeKey(c.typekaart))} · {t('scorecards.holesCount', { count: c.aantal_holes })}
          </div>
          <dl className="mark-card__totals card-view__totals">
            <Total label={t('scorecards.score')} value={grossScore(c)} />
            {againstPar ? (
              <Total
                label={t('scorecards.againstPar')}
                value={holes.length > 0 ? countedTotal(holes, true) : null}
              />
            ) : (
              <Total label={t('scorecards.stableford')} value={c.sf_score_wed} />
            )}
            <Total label={t('scorecards.view.ags')} value={c.ags} />
            <Total
              label={t('scorecards.view.differential')}
              value={c.differential === null ? null : format.rating(c.differential)}
            />
            <Total
              label={t('scorecards.view.playedOff')}
              value={format.handicap(c.handicap) ?? t('scorecards.view.noHandicap')}
            />
            <Total label={t('scorecards.newHandicap')} value={format.handicap(c.ehcp_nieuw)} />
          </dl>
          <dl className="card-view__marker">
            <dt>{t('scorecards.view.marker')}</dt>
            <dd>{c.marker_volledige_naam ?? c.marker_naam ?? t('scorecards.view.noMarker')}</dd>
          </dl>
        </section>

        {result ? (
          <section
            className={`notice notice--${result.tone === 'success' ? 'success' : 'warning'}`}
            aria-labelledby="card-view-result"
          >
            <IonIcon icon={TONE_ICONS[result.tone]} aria-hidden="true" />
            <div>
              <h2 id="card-view-result" className="notice__title card-view__result-title">
                {t('scorecards.view.result')}
              </h2>
              <p className="card-view__result">{resultText(c, result.key)}</p>
            </div>
          </section>
        ) : null}

        <CommitteeNotice committee={c.committee} />

        {holes.length > 0 ? (
          <>
            {/* Focusable, so a keyboard can scroll a card that is longer than the screen. */}
            <div tabIndex={0} role="group" aria-label={t('scorecards.view.title')}>
              <ScorecardTable
                holes={holes}
                adjusted
                againstPar={againstPar}
                caption={t('scorecards.view.title')}
              />
            </div>
            <p className="card-view__legend">{t('scorecards.view.adjustedLegend')}</p>
          </>
        ) : (
          <p className="notice notice--warning card-view__note">
            {t(unknownCourse ? 'scorecards.view.unknownCourse' : 'scorecards.view.noHoles')}
          </p>
        )}

        {c.opmerking ? (
          <p className="mark-card__comment">
            <strong>{t('scorecards.fields.comment')}:</strong> {c.opmerking}
          </p>
        ) : null}
        <p className="card-view__read-only">
          <IonIcon icon={lockClosedOutline} aria-hidden="true" />
          {t('scorecards.view.readOnly')}
        </p>
      </div>
    );
  }

  return (
    <IonPage>
      <PageHeader title={t('scorecards.view.title')} backHref={HOME_PATH} />
      <IonContent>{content}</IonContent>
    </IonPage>
  );
}
