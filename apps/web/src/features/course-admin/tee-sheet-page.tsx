import { IonButton, IonCheckbox } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LAYOUT_LIMITS, TEE_TEN_MINUTES } from '@fairway/golf';
import { AdminTeeSheetInput, type AdminTeeSheet, type TeeSheetSeason } from '@fairway/contract';
import { isApiError } from '../../api/api-error';
import { FormError } from '../../components/form-error';
import { AdminPage } from '../../components/admin-page';
import { TextField } from '../../components/text-field';
import { errorMessage } from '../../i18n/error-message';
import { adminTeeSheetQuery, useTeeSheetWrite } from './course-admin.queries';
import { MonthDayField } from './month-day-field';
import { QueryState } from './query-state';
import {
  newSeason,
  problemKind,
  sheetDraft,
  sheetInput,
  sheetProblems,
  timesPerDay,
  type SheetProblem,
  type TeeSheetDraft,
} from './tee-sheet-draft';
import '../admin/admin.css';
import './course-admin.css';

type Problems = Map<string, SheetProblem>;

/** The values the form's messages name: the layout's limits and tee 10's minutes. */
const MESSAGE_VALUES = {
  ...LAYOUT_LIMITS,
  teeTenMin: TEE_TEN_MINUTES.min,
  teeTenMax: TEE_TEN_MINUTES.max,
};
/** One season: its name, days and first and last tee time. */
function SeasonEditor({
  season,
  index,
  count,
  onChange,
  onRemove,
  problems,
}: {
  season: TeeSheetSeason;
  index: number;
  count: number | null;
  onChange: (s: TeeSheetSeason) => void;
  onRemove: () => void;
  problems: Problems;
}) {
  const { t } = useTranslation();
  const error = (field: string) => {
    const kind = problems.get(`seasons.${index}.${field}`);
    return kind ? t(`teeSheetAdmin.invalid.${kind}`, MESSAGE_VALUES) : undefined;
  };
  return (
    <section className="course-admin__season" aria-label={season.name || t('teeSheetAdmin.season')}>
      <div className="course-admin__grid">
        <TextField
          label={t('teeSheetAdmin.seasonName')}
          value={season.name}
          maxLength={40}
          error={error('name')}
          onChange={(e) => onChange({ ...season, name: e.target.value })}
        />
        <MonthDayField
          label={t('teeSheetAdmin.from')}
          value={season.from}
          error={error('from')}
          onChange={(from) => onChange({ ...season, from })}
        />
        <MonthDayField
          label={t('teeSheetAdmin.until')}
          value={season.until}
          error={error('until')}
          onChange={(until) => onChange({ ...season, until })}
        />
        <TextField
          inputMode="numeric"
          placeholder="08:00"
          maxLength={5}
          label={t('teeSheetAdmin.firstTime')}
          value={season.first_time}
          error={error('first_time')}
          onChange={(e) => onChange({ ...season, first_time: e.target.value })}
        />
        <TextField
          inputMode="numeric"
          placeholder="08:00"
          maxLength={5}
          label={t('teeSheetAdmin.lastTime')}
          value={season.last_time}
          error={error('last_time')}
          onChange={(e) => onChange({ ...season, last_time: e.target.value })}
        />
      </div>
      <div className="course-admin__actions admin__pad">
        {count !== null ? (
          <span className="admin__intro">{t('teeSheetAdmin.perDay', { count })}</span>
        ) : null}
        <IonButton fill="clear" color="danger" onClick={onRemove}>
          {t('teeSheetAdmin.removeSeason')}
        </IonButton>
      </div>
    </section>
  );
}

/** The layout form: the day, the seasons, the places and the opening, saved together. */
function TeeSheetForm({ sheet }: { sheet: AdminTeeSheet }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TeeSheetDraft>(() => sheetDraft(sheet));
  const [problems, setProblems] = useState<Problems>(new Map());
  const [saved, setSaved] = useState(false);
  const save = useTeeSheetWrite(sheet.course_id);
  const set = (patch: Partial<TeeSheetDraft>) => {
    setSaved(false);
    setDraft({ ...draft, ...patch });
  };
  const error = (path: string) => {
    const kind = problems.get(path);
    return kind ? t(`teeSheetAdmin.invalid.${kind}`, MESSAGE_VALUES) : undefined;
  };
  const submit = () => {
    const own = sheetProblems(draft);
    setProblems(own);
    if (own.size) return;
    save.mutate(AdminTeeSheetInput.parse(sheetInput(draft)), {
      onSuccess: () => setSaved(true),
      onError: (e) => {
        const refused: Problems = new Map();
        if (isApiError(e))
          for (const f of e.fields)
            refused.set(
              f.field.startsWith('intervals') ? 'intervals' : f.field,
              problemKind(f.field, f.message),
            );
        setProblems(refused);
      },
    });
  };
  const seasons = draft.seasons;
  const setSeason = (i: number, s: TeeSheetSeason) =>
    set({ seasons: seasons.map((x, j) => (j === i ? s : x)) });
  const ownCount = timesPerDay(draft, null);
  const club = sheet.club_opening;
  return (
    <>
      <p className="admin__intro">{t('teeSheetAdmin.intro')}</p>
      <h2 className="admin__section-title">{t('teeSheetAdmin.daySection')}</h2>
      <div className="course-admin__grid">
        <TextField
          inputMode="numeric"
          placeholder="08:00"
          maxLength={5}
          label={t('teeSheetAdmin.firstTime')}
          value={draft.first_time}
          error={error('first_time')}
          onChange={(e) => set({ first_time: e.target.value })}
        />
        <TextField
          inputMode="numeric"
          placeholder="08:00"
          maxLength={5}
          label={t('teeSheetAdmin.lastTime')}
          value={draft.last_time}
          error={error('last_time')}
          onChange={(e) => set({ last_time: e.target.value })}
        />
        <TextField
          label={t('teeSheetAdmin.intervals')}
          hint={t('teeSheetAdmin.intervalsHint')}
          inputMode="numeric"
          value={draft.intervals}
          error={error('intervals')}
          onChange={(e) => set({ intervals: e.target.value })}
        />
        <TextField
          type="number"
          inputMode="numeric"
          label={t('teeSheetAdmin.capacity')}
          value={draft.capacity}
          error={error('capacity')}
          onChange={(e) => set({ capacity: e.target.value })}
        />
      </div>
      <div className="course-admin__loops">
        <IonCheckbox
          labelPlacement="end"
          checked={draft.bookable}
          onIonChange={(e) => set({ bookable: e.detail.checked })}
        >
          {t('teeSheetAdmin.bookable')}
        </IonCheckbox>
      </div>
      <div className="course-admin__loops">
        <IonCheckbox
          labelPlacement="end"
          checked={draft.start_tees.includes(10)}
          onIonChange={(e) => set({ start_tees: e.detail.checked ? [1, 10] : [1] })}
        >
          {t('teeSheetAdmin.twoTees')}
        </IonCheckbox>
      </div>
      <p className="admin__intro">{t('teeSheetAdmin.twoTeesHint')}</p>
      {error('start_tees') ? <FormError>{error('start_tees')}</FormError> : null}
      {draft.start_tees.includes(10) ? (
        <div className="admin__pad">
          <TextField
            type="number"
            inputMode="numeric"
            label={t('teeSheetAdmin.teeTenMinutes')}
            hint={t('teeSheetAdmin.teeTenMinutesHint')}
            value={draft.tee_ten_minutes}
            error={error('tee_ten_minutes')}
            onChange={(e) => set({ tee_ten_minutes: e.target.value })}
          />
        </div>
      ) : null}
      {ownCount !== null ? (
        <p className="admin__intro">{t('teeSheetAdmin.perDayOwn', { count: ownCount })}</p>
      ) : null}

      <h2 className="admin__section-title">{t('teeSheetAdmin.seasons')}</h2>
      <p className="admin__intro">{t('teeSheetAdmin.seasonsIntro')}</p>
      {seasons.map((s, i) => (
        <SeasonEditor
          key={i}
          season={s}
          index={i}
          count={timesPerDay(draft, i)}
          problems={problems}
          onChange={(x) => setSeason(i, x)}
          onRemove={() => set({ seasons: seasons.filter((_, j) => j !== i) })}
        />
      ))}
      {error('seasons') ? <p className="course-admin__problems">{error('seasons')}</p> : null}
      {seasons.length < LAYOUT_LIMITS.SEASONS_MAX ? (
        <div className="admin__pad">
          <IonButton
            fill="outline"
            onClick={() => set({ seasons: [...seasons, newSeason(seasons.length)] })}
          >
            {t('teeSheetAdmin.addSeason')}
          </IonButton>
        </div>
      ) : null}

      <h2 className="admin__section-title">{t('teeSheetAdmin.opening')}</h2>
      <div className="course-admin__loops">
        <IonCheckbox
          labelPlacement="end"
          checked={!draft.ownOpening}
          onIonChange={(e) => set({ ownOpening: !e.detail.checked })}
        >
          {t('teeSheetAdmin.clubOpening', {
            days: club.booking_days_ahead,
            time: club.booking_opens_at,
          })}
        </IonCheckbox>
      </div>
      {draft.ownOpening ? (
        <div className="course-admin__grid">
          <TextField
            type="number"
            inputMode="numeric"
            label={t('teeSheetAdmin.daysAhead')}
            value={draft.booking_days_ahead}
            error={error('booking_days_ahead')}
            onChange={(e) => set({ booking_days_ahead: e.target.value })}
          />
          <TextField
            inputMode="numeric"
            placeholder="08:00"
            maxLength={5}
            label={t('teeSheetAdmin.opensAt')}
            value={draft.booking_opens_at}
            error={error('booking_opens_at')}
            onChange={(e) => set({ booking_opens_at: e.target.value })}
          />
        </div>
      ) : null}

      {save.isError ? <FormError>{errorMessage(t, save.error)}</FormError> : null}
      <div className="course-admin__actions admin__pad">
        <IonButton onClick={submit} disabled={save.isPending}>
          {t('teeSheetAdmin.save')}
        </IonButton>
        {saved ? (
          <span role="status" className="admin__intro">
            {t('teeSheetAdmin.saved')}
          </span>
        ) : null}
      </div>
    </>
  );
}

/** A course's tee-sheet layout (role tee_sheet_manager), opened from the course's form. */
export default function TeeSheetPage() {
  const { t } = useTranslation();
  const id = Number(useParams<{ id: string }>().id);
  const sheet = useQuery(adminTeeSheetQuery(id));
  return (
    <AdminPage
      title={t('teeSheetAdmin.title', { course: sheet.data?.course_name ?? '' })}
      backHref={`/app/admin/courses/${id}`}
    >
      {sheet.data ? (
        <TeeSheetForm key={sheet.data.course_id} sheet={sheet.data} />
      ) : (
        <QueryState error={sheet.error} />
      )}
    </AdminPage>
  );
}
