import { useEffect, useState } from 'react';
import { IonButton, IonIcon, IonInput, IonSkeletonText } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { globeOutline, golfOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { Country } from '@fairway/contract';
import { DOMESTIC_COUNTRY, LIMITS } from '@fairway/golf';
import { SelectField } from '../../../components/select-field';
import { addDays, clubNow } from '../../../lib/club-clock';
import { isUnknownCourse, type ForeignDraft, type ForeignError } from '../foreign-draft';
import { foreignCoursesQuery, foreignTeesQuery } from '../scorecards.queries';
import { ChoiceGroup } from '../../../components/choice-group';
import { useCountryName } from './country-name';
import { MarkerPicker } from './marker-picker';
import { TeePicker } from './tee-picker';
import { SearchField } from '../../../components/search-field';
import { ForeignTeeHandicap } from '../../course';

interface DateStepProps {
  draft: ForeignDraft;
  update: (patch: Partial<ForeignDraft>) => void;
  countries: readonly Country[] | undefined;
  digimarker: boolean;
  teeStyle: string | undefined;
  error: ForeignError | null;
  onPickClub: () => void;
}

/**
 * Step 1 of the foreign card (/date): when (date and time, at most 30 minutes ahead), where (a
 * club from the list with course and tee, or a country for a course that is not in the list), and
 * the marker.
 */
export function ForeignDateStep({
  draft,
  update,
  countries,
  digimarker,
  teeStyle,
  error,
  onPickClub,
}: DateStepProps) {
  const { t } = useTranslation();
  const courses = useQuery(
    foreignCoursesQuery(draft.placeMode === 'club' ? (draft.club?.id ?? null) : null),
  );
  const tees = useQuery(foreignTeesQuery(draft.placeMode === 'club' ? draft.course : null));
  const today = clubNow(new Date()).date;
  const country = countries?.find((c) => c.id === draft.country);
  const countryName = useCountryName();
  const [countryTerm, setCountryTerm] = useState('');
  // Every country by its name in the member's language, found by any part of it; the chosen
  // one stays in the list whatever is typed, so the field keeps showing it.
  const term = countryTerm.trim().toLocaleLowerCase();
  const countryOptions = (countries ?? [])
    .map((c) => ({ id: c.id, label: countryName(c), approved: c.ngf_approved === '1' }))
    .filter((c) => !term || c.id === draft.country || c.label.toLocaleLowerCase().includes(term))
    .sort((a, b) => a.label.localeCompare(b.label));
  const course = courses.data?.find((c) => c.id === draft.course);
  const err = (...keys: ForeignError[]) => (error && keys.includes(error) ? t(error) : undefined);

  // A club with one course: that course is chosen for the member.
  const onlyCourse = courses.data?.length === 1 ? courses.data[0] : undefined;
  useEffect(() => {
    if (onlyCourse && draft.course === null && draft.placeMode === 'club') {
      update({ course: onlyCourse.id, holeCount: onlyCourse.holes === 9 ? 9 : 18 });
    }
  }, [onlyCourse, draft.course, draft.placeMode, update]);

  const whenError = err('scorecards.errors.dateRequired', 'scorecards.errors.dateInFuture');

  return (
    <>
      <section className="form-card card-form">
        <h2 className="form-card__title">{t('scorecards.foreign.when')}</h2>
        <div className="field-row">
          {(
            [
              {
                key: 'date',
                label: t('scorecards.fields.date'),
                limits: {
                  min: addDays(today, -365 * LIMITS.CARD_HISTORY_YEARS),
                  max: addDays(today, 1),
                },
              },
              { key: 'time', label: t('scorecards.fields.time'), limits: {} },
            ] as const
          ).map(({ key, label, limits }) => (
            <IonInput
              key={key}
              className={whenError ? 'ion-invalid ion-touched' : ''}
              label={label}
              labelPlacement="stacked"
              fill="outline"
              type={key}
              {...limits}
              value={draft[key]}
              onIonInput={(e) => update({ [key]: e.detail.value ?? '' })}
            />
          ))}
        </div>
        {whenError ? (
          <div className="field-group__error" role="alert">
            {whenError}
          </div>
        ) : null}
      </section>

      <section className="form-card card-form">
        <h2 className="form-card__title">{t('scorecards.foreign.where')}</h2>
        <ChoiceGroup
          label={t('scorecards.foreign.placeMode')}
          hideLabel
          value={draft.placeMode}
          options={[
            { value: 'club', label: t('scorecards.foreign.byClub') },
            { value: 'country', label: t('scorecards.foreign.byCountry') },
          ]}
          onChange={(placeMode) =>
            update({
              placeMode,
              isUnknownCourse: isUnknownCourse(placeMode, country),
            })
          }
        />

        {draft.placeMode === 'club' ? (
          <>
            {draft.club ? (
              <div className="picked-club">
                <IonIcon icon={golfOutline} aria-hidden="true" className="picked-club__icon" />
                <div className="picked-club__text">
                  <div className="picked-club__name">{draft.club.naam}</div>
                  <div className="picked-club__place">
                    {[
                      draft.club.plaats,
                      countryName(countries?.find((c) => c.id === draft.club?.country_id)),
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  </div>
                </div>
                <IonButton fill="clear" size="small" onClick={onPickClub}>
                  {t('scorecards.marker.change')}
                </IonButton>
              </div>
            ) : (
              <IonButton expand="block" fill="outline" onClick={onPickClub}>
                <IonIcon slot="start" icon={golfOutline} aria-hidden="true" />
                {t('scorecards.foreign.chooseClub')}
              </IonButton>
            )}
            {err('scorecards.errors.selectClub') ? (
              <div className="field-group__error" role="alert">
                {err('scorecards.errors.selectClub')}
              </div>
            ) : null}

            {draft.club ? (
              courses.data ? (
                <SelectField
                  label={t('scorecards.fields.course')}
                  value={draft.course ?? ''}
                  error={err('scorecards.errors.selectCourse')}
                  onChange={(e) => {
                    const id = e.target.value ? Number(e.target.value) : null;
                    const c = courses.data.find((x) => x.id === id);
                    update({
                      course: id,
                      tee: null,
                      holeCount: c?.holes === 9 ? 9 : 18,
                      scores: [],
                    });
                  }}
                >
                  <option value="">{t('scorecards.fields.selectCourse')}</option>
                  {courses.data.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </SelectField>
              ) : (
                <IonSkeletonText animated style={{ height: 56 }} />
              )
            ) : null}

            {course && course.hole_options.length > 1 ? (
              <ChoiceGroup
                label={t('scorecards.fields.holes')}
                value={draft.holeCount}
                options={course.hole_options.map((n) => ({
                  value: n,
                  label: t('scorecards.holesCount', { count: n }),
                }))}
                onChange={(n) => update({ holeCount: n === 9 ? 9 : 18, scores: [] })}
              />
            ) : null}

            {draft.course !== null && tees.data ? (
              <TeePicker
                tees={tees.data}
                value={draft.tee}
                style={teeStyle}
                onChange={(tee) => update({ tee, scores: [] })}
                error={err('scorecards.errors.selectTee')}
              />
            ) : null}
            {draft.course !== null && draft.tee !== null ? (
              <ForeignTeeHandicap
                courseId={draft.course}
                teeId={draft.tee}
                holes={draft.holeCount === 9 ? 9 : 18}
              />
            ) : null}
          </>
        ) : (
          <>
            <SearchField
              label={t('scorecards.foreign.searchCountry')}
              value={countryTerm}
              onChange={setCountryTerm}
              debounce={0}
            />
            <SelectField
              label={t('scorecards.fields.country')}
              value={draft.country ?? ''}
              error={err('scorecards.errors.selectCountry')}
              onChange={(e) => {
                const id = e.target.value ? Number(e.target.value) : null;
                const c = countries?.find((x) => x.id === id);
                update({ country: id, isUnknownCourse: isUnknownCourse('country', c) });
              }}
            >
              <option value="">{t('scorecards.fields.selectCountry')}</option>
              {countryOptions.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.approved
                    ? t('scorecards.foreign.countryApproved', { name: c.label })
                    : c.label}
                </option>
              ))}
            </SelectField>
            {country?.name === DOMESTIC_COUNTRY ? (
              <div className="notice notice--warning" role="note">
                <IonIcon icon={globeOutline} aria-hidden="true" />
                <div>
                  <div>{t('scorecards.errors.dutchFromList')}</div>
                  <IonButton
                    size="small"
                    fill="clear"
                    className="notice__action"
                    onClick={() => update({ placeMode: 'club', isUnknownCourse: false })}
                  >
                    {t('scorecards.foreign.byClub')}
                  </IonButton>
                </div>
              </div>
            ) : country ? (
              <p className="form-card__intro">{t('scorecards.foreign.unknownHint')}</p>
            ) : null}
          </>
        )}
      </section>

      <section className="form-card card-form">
        <MarkerPicker
          draft={draft}
          digimarker={digimarker}
          onChange={update}
          error={err(
            'scorecards.errors.selectMarker',
            'scorecards.errors.markerIncomplete',
            'scorecards.errors.markerEmail',
          )}
        />
        {!digimarker ? <p className="form-card__intro">{t('scorecards.marker.optional')}</p> : null}
      </section>
    </>
  );
}
