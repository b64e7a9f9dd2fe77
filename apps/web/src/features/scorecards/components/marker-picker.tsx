import { useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { personCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@fairway/golf';
import type { MarkerDraft } from '../marker';
import { markerSearchQuery } from '../scorecards.queries';
import { ChoiceGroup } from '../../../components/choice-group';
import { useGolfFormat } from '../../../lib/golf-format';
import { PickSearch } from '../../../components/pick-search';
import { InputFields, type InputFieldSpec } from '../../../components/input-fields';

interface MarkerPickerProps {
  draft: MarkerDraft;
  onChange: (patch: Partial<MarkerDraft>) => void;
  /** Digital marking on: a guest also needs an email address (spec §5). */
  digimarker: boolean;
  error?: string | null | undefined;
}

/**
 * The marker of a card: a member found by the member search (from 2 characters; an empty term
 * resets the list; the member themself is left out) or a guest marker with first name, surname
 * and — with digital marking — email (spec §5).
 */
export function MarkerPicker({ draft, onChange, digimarker, error }: MarkerPickerProps) {
  const { t } = useTranslation();
  const hcp = useGolfFormat().handicap;
  const [term, setTerm] = useState('');
  const query = term.trim();
  const search = useQuery(markerSearchQuery(query));
  const searching = query.length >= LIMITS.SEARCH_MIN_CHARS;
  const results = searching ? (search.data ?? []) : [];
  const guestFields = [
    { key: 'firstname', label: t('scorecards.marker.firstname'), maxlength: 60 },
    { key: 'lastname', label: t('scorecards.marker.lastname'), maxlength: 60 },
    {
      key: 'email',
      label: digimarker ? t('scorecards.marker.emailRequired') : t('scorecards.marker.email'),
      maxlength: 254,
      input: { type: 'email', inputmode: 'email' },
    },
  ] satisfies InputFieldSpec<'firstname' | 'lastname' | 'email'>[];

  return (
    <fieldset className="marker-picker">
      <legend className="field-group__label">{t('scorecards.fields.marker')}</legend>
      <ChoiceGroup
        label={t('scorecards.fields.markerKind')}
        hideLabel
        value={draft.markerMode}
        options={[
          { value: 'member', label: t('scorecards.marker.member') },
          { value: 'guest', label: t('scorecards.marker.guest') },
        ]}
        onChange={(markerMode) => onChange({ markerMode })}
      />

      {draft.markerMode === 'member' ? (
        draft.marker ? (
          <div className="picked">
            <IonIcon icon={personCircleOutline} aria-hidden="true" className="picked__icon" />
            <div className="picked__text">
              <div className="picked__name">{draft.marker.naam}</div>
              {hcp(draft.marker.handicap) ? (
                <div className="picked__meta">
                  {t('scorecards.marker.handicap', { handicap: hcp(draft.marker.handicap) })}
                </div>
              ) : null}
            </div>
            <IonButton fill="clear" size="small" onClick={() => onChange({ marker: null })}>
              {t('scorecards.marker.change')}
            </IonButton>
          </div>
        ) : (
          <PickSearch
            texts="scorecards.marker"
            term={term}
            onTerm={setTerm}
            searching={searching}
            pending={searching && search.isFetching}
            items={results.map((m) => ({
              id: m.id,
              name: m.volledige_naam,
              handicap: hcp(m.handicap ?? null),
              raw: m.handicap ?? null,
            }))}
            onPick={(m) => onChange({ marker: { id: m.id, naam: m.name, handicap: m.raw } })}
          />
        )
      ) : (
        <div className="marker-guest">
          <InputFields
            fields={guestFields}
            values={draft.guest}
            autocomplete="off"
            onChange={(key, value) => onChange({ guest: { ...draft.guest, [key]: value } })}
          />
        </div>
      )}
      {error ? (
        <div className="field-group__error" role="alert">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
