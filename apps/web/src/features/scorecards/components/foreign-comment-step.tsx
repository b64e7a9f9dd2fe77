import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country, Course, Tee } from '@fairway/contract';
import { CARD_TYPE } from '@fairway/golf';
import { formatDate } from '../../../lib/dates';
import type { ForeignDraft } from '../foreign-draft';
import { padTotals, type PadHole } from '../score-pad';
import { useCountryName } from './country-name';
import { TeeLabel } from './tee-label';
import { CommentField } from './comment-field';

interface CommentStepProps {
  draft: ForeignDraft;
  update: (patch: Partial<ForeignDraft>) => void;
  holes: readonly PadHole[];
  country: Country | undefined;
  course: Course | undefined;
  tee: Tee | undefined;
  teeStyle: string | undefined;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="summary-list__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Step 4 (/comment): everything entered at a glance, a comment, then confirm. */
export function ForeignCommentStep({
  draft,
  update,
  holes,
  country,
  course,
  tee,
  teeStyle,
}: CommentStepProps) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const totals = padTotals(holes, draft.scores.slice(0, draft.holeCount));
  const marker =
    draft.markerMode === 'member'
      ? draft.marker?.naam
      : `${draft.guest.firstname} ${draft.guest.lastname}`.trim();
  const place = draft.isUnknownCourse
    ? `${draft.unknownCourseName} (${countryName(country)})`
    : [draft.club?.naam, course?.name].filter(Boolean).join(' · ');

  return (
    <>
      <section className="form-card card-form">
        <h2 className="form-card__title">{t('scorecards.foreign.summary')}</h2>
        <dl className="summary-list">
          <Row label={t('scorecards.fields.date')}>
            {formatDate(draft.date)} · {draft.time}
          </Row>
          <Row label={t('scorecards.fields.course')}>{place}</Row>
          {tee ? (
            <Row label={t('scorecards.fields.tee')}>
              <TeeLabel tee={tee} style={teeStyle} />
            </Row>
          ) : null}
          <Row label={t('scorecards.fields.holes')}>
            {t('scorecards.holesCount', { count: draft.holeCount })}
          </Row>
          <Row label={t('scorecards.foreign.cardType')}>
            {draft.card_type === CARD_TYPE.VREEMDEQKAART
              ? t('scorecards.foreign.typeQualifying')
              : t('scorecards.foreign.typeMatch')}
          </Row>
          <Row label={t('scorecards.fields.marker')}>{marker || t('scorecards.marker.none')}</Row>
          <Row label={t('scorecards.strokes')}>{totals.filled > 0 ? totals.strokes : '–'}</Row>
          <Row label={t('scorecards.stableford')}>
            {draft.isUnknownCourse ? draft.sfTotalUnknown || '–' : (totals.points ?? '–')}
          </Row>
        </dl>
      </section>
      <section className="form-card card-form">
        <CommentField value={draft.comment} onChange={(comment) => update({ comment })} />
      </section>
    </>
  );
}
