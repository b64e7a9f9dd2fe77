import { IonIcon } from '@ionic/react';
import { informationCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { CARD_TYPE } from '@fairway/golf';
import { FormError } from '../../../components/form-error';
import type { ForeignDraft, ForeignError } from '../foreign-draft';
import { ChoiceGroup } from '../../../components/choice-group';
import { InputFields, type InputFieldSpec } from '../../../components/input-fields';

interface TypeStepProps {
  draft: ForeignDraft;
  update: (patch: Partial<ForeignDraft>) => void;
  allowedTypes: readonly number[];
  cardType: number | null;
  error: ForeignError | null;
}

const UNKNOWN_ERRORS: readonly ForeignError[] = [
  'scorecards.errors.notCompletelyFilled',
  'scorecards.errors.slopeRange',
  'scorecards.errors.parRange',
  'scorecards.errors.ratingRange',
];

type UnknownField = 'unknownCourseName' | 'unknownCR' | 'unknownSR' | 'unknownPar';

/** The data of a course that is not in the list; `label` is an i18n key. */
const UNKNOWN_FIELDS = [
  { key: 'unknownCourseName', label: 'scorecards.fields.courseName', maxlength: 120 },
  {
    key: 'unknownCR',
    label: 'scorecards.fields.courseRating',
    maxlength: 5,
    input: { inputmode: 'decimal' },
  },
  {
    key: 'unknownSR',
    label: 'scorecards.fields.slopeRating',
    maxlength: 3,
    input: { inputmode: 'numeric' },
  },
  { key: 'unknownPar', label: 'scorecards.par', maxlength: 2, input: { inputmode: 'numeric' } },
] as const satisfies readonly InputFieldSpec<UnknownField>[];

/**
 * Step 2 (/type): the card type — qualifying only where spec §5 allows it, an unknown course
 * always match-type — and, for a course that is not in the list, its name, course rating, slope
 * rating, par and 9 or 18 holes (18 by default).
 */
export function ForeignTypeStep({ draft, update, allowedTypes, cardType, error }: TypeStepProps) {
  const { t } = useTranslation();
  const typeLabel = (type: number) =>
    type === CARD_TYPE.VREEMDEQKAART
      ? t('scorecards.foreign.typeQualifying')
      : t('scorecards.foreign.typeMatch');
  const unknownError = error && UNKNOWN_ERRORS.includes(error) ? t(error) : null;
  const fields = (...keys: UnknownField[]) => (
    <InputFields
      fields={UNKNOWN_FIELDS.filter((f) => keys.includes(f.key)).map((f) => ({
        ...f,
        label: t(f.label),
      }))}
      values={draft}
      markEmpty={unknownError !== null}
      onChange={(key, value) => update({ [key]: value })}
    />
  );

  return (
    <>
      <section className="form-card card-form">
        <h2 className="form-card__title">{t('scorecards.foreign.cardType')}</h2>
        <ChoiceGroup
          label={t('scorecards.foreign.cardType')}
          hideLabel
          value={cardType}
          options={allowedTypes.map((type) => ({ value: type, label: typeLabel(type) }))}
          onChange={(card_type) => update({ card_type })}
        />
        <p className="form-card__intro">
          {cardType === CARD_TYPE.VREEMDEQKAART
            ? t('scorecards.foreign.typeQualifyingHint')
            : t('scorecards.foreign.typeMatchHint')}
        </p>
        {draft.isUnknownCourse ? (
          <div className="notice notice--info" role="note">
            <IonIcon icon={informationCircleOutline} aria-hidden="true" />
            <div>{t('scorecards.foreign.unknownAlwaysMatch')}</div>
          </div>
        ) : null}
        {error === 'scorecards.errors.selectCardType' ? (
          <div className="field-group__error" role="alert">
            {t(error)}
          </div>
        ) : null}
      </section>

      {draft.isUnknownCourse ? (
        <section className="form-card card-form">
          <h2 className="form-card__title">{t('scorecards.foreign.unknownCourse')}</h2>
          {fields('unknownCourseName')}
          <div className="field-row">{fields('unknownCR', 'unknownSR')}</div>
          <div className="field-row">{fields('unknownPar')}</div>
          <ChoiceGroup
            label={t('scorecards.fields.holes')}
            value={draft.holeCount}
            options={[9, 18].map((n) => ({
              value: n,
              label: t('scorecards.holesCount', { count: n }),
            }))}
            onChange={(n) => update({ holeCount: n === 9 ? 9 : 18, scores: [] })}
          />
          {unknownError ? <FormError>{unknownError}</FormError> : null}
        </section>
      ) : null}
    </>
  );
}
