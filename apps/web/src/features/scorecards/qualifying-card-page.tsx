import { useCallback, useEffect, useRef, useState } from 'react';
import { IonSkeletonText } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkQualifyingAllowed, createQualifyingCard } from '../../api/scorecards.api';
import { AlertIcon } from '../../components/alert-icon';
import { SelectField } from '../../components/select-field';
import { HOME_PATH } from '../../paths';
import { configQuery } from '../club';
import { ChoiceGroup } from '../../components/choice-group';
import { MarkerPicker } from './components/marker-picker';
import { TeePicker } from './components/tee-picker';
import { clearDraft, QUALIFYING_DRAFT_KEY, readDraft, writeDraft } from './draft-storage';
import {
  qualifyingErrors,
  qualifyingRequest,
  readQualifyingDraft,
  type QualifyingDraft,
  type QualifyingError,
} from './qualifying-draft';
import { coursesQuery, teesQuery } from './scorecards.queries';
import { useNewCard } from './use-new-card';
import { NewCardPage } from './components/new-card-page';
import './scorecards.css';
import { codeMessage } from '../../i18n/error-message';
import { CommentField } from './components/comment-field';

/**
 * spec §2 /app/scorecards/qualifying, §5 "Qualifying card": course, tee (in the club's tee style),
 * marker or guest marker, comment. The draft is kept in local storage until the card exists; the
 * allowed check runs before creation and shows the server's first error; then score entry opens.
 */
export default function QualifyingCardPage() {
  const { t } = useTranslation();
  const config = useQuery(configQuery());
  const courses = useQuery(coursesQuery());
  const [draft, setDraft] = useState<QualifyingDraft>(() =>
    readQualifyingDraft(readDraft(QUALIFYING_DRAFT_KEY)),
  );
  // The latest draft, so each change is stored at once (a reload right after typing keeps it).
  const latest = useRef(draft);
  const tees = useQuery(teesQuery(draft.course));
  const [errors, setErrors] = useState<readonly QualifyingError[]>([]);
  const { create, busy, refusal, refuse } = useNewCard();
  const digimarker = config.data?.digimarker_verplicht ?? false;

  // The club's default course, or the only one, is chosen for the member.
  const list = courses.data;
  const defaultCourse =
    list?.find((c) => c.id === config.data?.website_default_baan) ??
    (list?.length === 1 ? list[0] : undefined);
  const course = list?.find((c) => c.id === draft.course);

  // spec §4 "Drafts": kept in local storage until the card is created.
  const store = useCallback((patch: Partial<QualifyingDraft>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    writeDraft(QUALIFYING_DRAFT_KEY, next);
    setDraft(next);
  }, []);
  // The member's own change answers the problems shown; they go until the next try.
  const update = useCallback(
    (patch: Partial<QualifyingDraft>) => {
      store(patch);
      setErrors([]);
    },
    [store],
  );

  // Not the member's change: courses that arrive after a tap on create keep its problems on show.
  useEffect(() => {
    if (draft.course === null && defaultCourse) store({ course: defaultCourse.id });
  }, [draft.course, defaultCourse, store]);

  const onSubmit = async () => {
    // Every problem at once: the member fixes them in one go, not one per tap.
    const problems = qualifyingErrors(draft, { digimarker });
    setErrors(problems);
    if (problems.length > 0 || !course) return;
    await create(async (key) => {
      // spec §5: checked for being allowed before creation; the first server error is shown.
      const allowed = await checkQualifyingAllowed({
        baan_id: course.id,
        ...(course.handicap_id !== null ? { handicap_id: course.handicap_id } : {}),
      });
      if (!allowed.allowed) {
        refuse(codeMessage(t, allowed.errors[0]?.code));
        return null;
      }
      const created = await createQualifyingCard(qualifyingRequest(draft), key);
      clearDraft(QUALIFYING_DRAFT_KEY);
      return created;
    });
  };

  const fieldError = (...keys: QualifyingError[]) => {
    const found = errors.find((e) => keys.includes(e));
    return found ? t(found) : undefined;
  };

  return (
    <NewCardPage
      title={t('scorecards.qualifying.title')}
      backHref={HOME_PATH}
      onSubmit={onSubmit}
      busy={busy}
      createLabel={t('scorecards.qualifying.create')}
      refusal={refusal}
      refusalHeader={t('scorecards.qualifying.notAllowed')}
      onRefusalDismiss={() => refuse(null)}
    >
      {list ? (
        <SelectField
          label={t('scorecards.fields.course')}
          value={draft.course ?? ''}
          error={fieldError('scorecards.errors.selectCourse')}
          onChange={(e) =>
            update({
              course: e.target.value ? Number(e.target.value) : null,
              tee: null,
              holes: null,
            })
          }
        >
          <option value="">{t('scorecards.fields.selectCourse')}</option>
          {list.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      ) : (
        <IonSkeletonText animated style={{ height: 56 }} />
      )}

      {course && course.hole_options.length > 1 ? (
        <ChoiceGroup
          label={t('scorecards.fields.holes')}
          value={draft.holes ?? (course.holes === 9 ? 9 : 18)}
          options={course.hole_options.map((n) => ({
            value: n,
            label: t('scorecards.holesCount', { count: n }),
          }))}
          onChange={(n) => update({ holes: n === 9 ? 9 : 18 })}
        />
      ) : null}

      {draft.course !== null ? (
        tees.data ? (
          <TeePicker
            tees={tees.data}
            value={draft.tee}
            style={config.data?.tee_naam_en_kleur_weergave}
            onChange={(tee) => update({ tee })}
            error={fieldError('scorecards.errors.selectTee')}
          />
        ) : (
          <IonSkeletonText animated style={{ height: 64 }} />
        )
      ) : null}

      <MarkerPicker
        draft={draft}
        digimarker={digimarker}
        onChange={update}
        error={fieldError(
          'scorecards.errors.selectMarker',
          'scorecards.errors.markerIncomplete',
          'scorecards.errors.markerEmail',
        )}
      />

      <CommentField value={draft.comment} onChange={(comment) => update({ comment })} />

      {errors.length > 0 ? (
        <div className="form-error" role="alert">
          <AlertIcon />
          <ul className="form-error__list">
            {errors.map((e) => (
              <li key={e}>{t(e)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </NewCardPage>
  );
}
