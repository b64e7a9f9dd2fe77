import { IonButton, IonContent, IonFooter, IonPage, useIonRouter } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { AdminMatch } from '@fairway/contract';
import type { MatchSchedule } from '@fairway/golf';
import { isApiError } from '../../api/api-error';
import { ChoiceGroup } from '../../components/choice-group';
import { PageHeader } from '../../components/page-header';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { errorMessage } from '../../i18n/error-message';
import { clubNow } from '../../lib/club-clock';
import { useGolfFormat } from '../../lib/golf-format';
import { useSingleWrite } from '../../lib/use-single-write';
import { coursesQuery, teesQuery } from '../scorecards';
import { FooterAlert } from './footer-alert';
import { LoadingPage } from './loading-page';
import { editMoves, moveEffect, seatedFrom, type MoveEffect } from './move-effect';
import { adminMatchQuery, useSaveMatch } from './match-admin.queries';
import { CategoriesSection } from './match-form-categories';
import { Check, FieldError, OutlinedTextArea, Section, WhenFields } from './match-form-fields';
import { PaymentSection } from './match-form-payment';
import {
  categoryOverlap,
  draftField,
  draftOf,
  emptyDraft,
  FORMS,
  isIndividual,
  liveProblems,
  resultKinds,
  savedSchedule,
  serverProblem,
  toInput,
  withForm,
  type DraftClock,
  type DraftErrors,
  type MatchDraft,
} from './match-form';
import './match-admin.css';

/**
 * Create or edit a match (role match_committee): when and where, the sign-up window, the form and field,
 * categories, tees per gender, qualifying, the fee and products, online payment and sign-out
 * refunds. Checked here as the server checks
 * it; what the server still refuses is shown at its field and above the save button.
 */
export default function MatchAdminFormPage() {
  const params = useParams<{ id?: string }>();
  const id = params.id ? Number(params.id) : null;
  const match = useQuery({ ...adminMatchQuery(id ?? 0), enabled: id !== null });
  const { t } = useTranslation();
  const format = useGolfFormat();
  const title = id === null ? t('matchAdmin.form.newTitle') : t('matchAdmin.form.editTitle');
  const back = id === null ? '/app/admin/matches' : `/app/admin/matches/${id}`;

  if (id !== null && !match.data)
    return <LoadingPage title={title} back={back} error={match.error} />;
  return (
    <MatchForm
      key={id ?? 'new'}
      id={id}
      title={title}
      back={back}
      initial={match.data ? draftOf(match.data, format.handicap) : emptyDraft(new Date())}
      carried={match.data ? carriedFields(match.data) : {}}
      saved={match.data ? savedSchedule(match.data) : undefined}
      processed={match.data?.verwerkt ?? false}
      onMove={match.data ? moveEffect(match.data) : null}
      seated={match.data ? seatedFrom(match.data) : null}
    />
  );
}

/**
 * The match's own plain values sent back with an edit: a setting this screen does not show (one
 * the API gained later) keeps its value instead of falling back to its default. The server reads
 * only the input's fields and drops the rest.
 */
function carriedFields(m: AdminMatch): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(m).filter(([, v]) => v === null || typeof v !== 'object'),
  );
}

function MatchForm(props: {
  id: number | null;
  title: string;
  back: string;
  initial: MatchDraft;
  carried: Record<string, unknown>;
  /** An edited match's schedule as saved: only a change of it is held to the club's clock. */
  saved: MatchSchedule | undefined;
  /** A processed match no longer changes (the server answers 409): said before any typing. */
  processed: boolean;
  /** What moving the match does to its start list (moveEffect; when an edit moves it, editMoves). */
  onMove: MoveEffect;
  /** The first start time of the flights members chose themselves (seatedFrom), or null. */
  seated: string | null;
}) {
  const { id, title, back, initial, carried, saved, processed, onMove, seated } = props;
  const { t } = useTranslation();
  const router = useIonRouter();
  const [d, setD] = useState<MatchDraft>(initial);
  // Once a save was tried, every field is checked again as it changes.
  const [tried, setTried] = useState(false);
  // What the server refused, by the screen's field (its text in the member's language).
  const [serverFields, setServerFields] = useState<DraftErrors>({});
  const save = useSaveMatch(id);
  const { write, busy } = useSingleWrite();
  const courses = useQuery(coursesQuery());
  const courseId = Number(d.course_id) || null;
  const tees = useQuery(teesQuery(courseId));

  // One course: it is the match's course without asking.
  useEffect(() => {
    const only = courses.data?.length === 1 ? courses.data[0] : undefined;
    if (only && !d.course_id) setD((x) => ({ ...x, course_id: String(only.id) }));
  }, [courses.data, d.course_id]);

  const set = <K extends keyof MatchDraft>(key: K, value: MatchDraft[K]) =>
    setD((x) => ({ ...x, [key]: value }));
  // The club's clock at this render: a date typed is held to the club's today, not the phone's.
  const clock = (): DraftClock => {
    const now = clubNow(new Date());
    return { now: `${now.date} ${now.time}`, before: saved };
  };
  // What the server would refuse on the club's clock or across categories shows as it is typed.
  const live = liveProblems(d, clock());
  const errors: DraftErrors = tried ? (toInput(d, clock()).errors ?? {}) : {};
  const err = (field: string): string | undefined => {
    const problem = errors[field] ?? serverFields[field] ?? live[field];
    if (problem === 'overlap')
      return t('matchAdmin.form.errors.overlap', { n: (categoryOverlap(d)?.with ?? 0) + 1 });
    return problem ? t(`matchAdmin.form.errors.${problem}`) : undefined;
  };

  /** A date and its time: the match's start, and when sign-up opens and closes. */
  const when = (
    label: string,
    date: 'datum' | 'startDatum' | 'stopDatum',
    time: 'tijd' | 'startTijd' | 'stopTijd',
    field: string,
  ) => (
    <WhenFields
      label={label}
      date={d[date]}
      time={d[time]}
      error={err(field)}
      onDate={(v) => set(date, v)}
      onTime={(v) => set(time, v)}
    />
  );

  const submit = () => {
    const checked = toInput(d, clock());
    setServerFields({});
    setTried(true);
    if (checked.errors) return;
    void write
      .run((key) => save.mutateAsync({ input: { ...carried, ...checked.input }, key }))
      .then((m) => {
        if (m) router.push(`/app/admin/matches/${m.id}`, 'back', 'replace');
      })
      .catch((e: unknown) => {
        if (!isApiError(e)) return;
        const problems: DraftErrors = {};
        for (const f of e.fields) {
          const field = draftField(f.field);
          problems[field] = serverProblem(e.code, field, d);
        }
        setServerFields(problems);
      });
  };

  const individual = isIndividual(d.wedstrijdvorm);
  const invalid = Object.keys(errors).length > 0;
  const teeOptions = (
    <>
      <option value="">{t('matchAdmin.form.noTee')}</option>
      {(tees.data ?? []).map((x) => (
        <option key={x.id} value={x.id}>
          {x.naam}
        </option>
      ))}
    </>
  );

  return (
    <IonPage>
      <PageHeader title={title} backHref={back} />
      <IonContent className="match-admin match-form">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Section title={t('matchAdmin.form.general')}>
            <TextField
              label={t('matchAdmin.form.name')}
              value={d.naam}
              maxLength={100}
              error={err('naam')}
              onChange={(e) => set('naam', e.target.value)}
            />
            <SelectField
              label={t('matchAdmin.form.course')}
              value={d.course_id}
              error={err('course_id')}
              onChange={(e) => setD({ ...d, course_id: e.target.value, teeM: '', teeV: '' })}
            >
              <option value="">{t('matchAdmin.form.chooseCourse')}</option>
              {(courses.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </SelectField>
            {when(t('matchAdmin.form.date'), 'datum', 'tijd', 'datum')}
            <ChoiceGroup
              label={t('matchAdmin.form.holes')}
              value={d.holes}
              options={[
                { value: 9, label: '9' },
                { value: 18, label: '18' },
              ]}
              onChange={(v) => set('holes', v)}
            />
            <OutlinedTextArea
              label={t('matchAdmin.form.description')}
              value={d.omschrijving}
              onChange={(v) => set('omschrijving', v)}
            />
          </Section>

          <Section title={t('matchAdmin.form.signUp')}>
            {when(t('matchAdmin.form.opens'), 'startDatum', 'startTijd', 'start')}
            {when(t('matchAdmin.form.closes'), 'stopDatum', 'stopTijd', 'stop')}
            <div className="match-form__pair">
              <TextField
                label={t('matchAdmin.form.fieldSize')}
                inputMode="numeric"
                value={d.max_deelnemers}
                error={err('max_deelnemers')}
                onChange={(e) => set('max_deelnemers', e.target.value)}
              />
              <TextField
                label={t('matchAdmin.form.perFlight')}
                inputMode="numeric"
                value={d.spelers_per_flight}
                error={err('spelers_per_flight')}
                onChange={(e) => set('spelers_per_flight', e.target.value)}
              />
            </div>
            <SelectField
              label={t('matchAdmin.form.guests')}
              value={d.gasten}
              error={err('gasten')}
              onChange={(e) => set('gasten', Number(e.target.value))}
            >
              {[0, 1, 2, 3].map((n) => (
                <option key={n} value={n}>
                  {n === 0
                    ? t('matchAdmin.form.noGuests')
                    : t('matchAdmin.form.guestCount', { count: n })}
                </option>
              ))}
            </SelectField>
            <Check
              label={t('matchAdmin.form.direct')}
              checked={d.direct}
              onChange={(v) => set('direct', v)}
            />
          </Section>

          <Section title={t('matchAdmin.form.play')}>
            <SelectField
              label={t('matchAdmin.form.form')}
              value={d.wedstrijdvorm}
              onChange={(e) => setD(withForm(d, e.target.value as MatchDraft['wedstrijdvorm']))}
            >
              {FORMS.map((f) => (
                <option key={f} value={f}>
                  {t(`matches.form.${f}`)}
                </option>
              ))}
            </SelectField>
            {!individual ? (
              <>
                <ChoiceGroup
                  label={t('matchAdmin.form.teamSize')}
                  value={d.spelers}
                  options={[2, 3, 4].map((n) => ({ value: n, label: String(n) }))}
                  onChange={(v) => set('spelers', v)}
                />
                <FieldError text={err('spelers')} />
                <ChoiceGroup
                  label={t('matchAdmin.form.signUpForm')}
                  value={d.inschrijvingsvorm}
                  options={[
                    { value: 'individueel', label: t('matchAdmin.form.signUpForms.individueel') },
                    { value: 'team', label: t('matchAdmin.form.signUpForms.team') },
                  ]}
                  onChange={(v) => set('inschrijvingsvorm', v)}
                />
              </>
            ) : null}
            <SelectField
              label={t('matchAdmin.form.result')}
              value={d.uitslag}
              onChange={(e) => set('uitslag', e.target.value as MatchDraft['uitslag'])}
            >
              {resultKinds(d.wedstrijdvorm).map((k) => (
                <option key={k} value={k}>
                  {t(`matches.result.${k}`)}
                </option>
              ))}
            </SelectField>
            <Check
              label={t('matchAdmin.form.qualifying')}
              checked={individual && d.qualifying}
              disabled={!individual}
              onChange={(v) => set('qualifying', v)}
            />
            <p className="form-card__intro">
              {individual
                ? t('matchAdmin.form.qualifyingHint')
                : t('matchAdmin.form.notQualifying')}
            </p>
            <FieldError text={err('qualifying')} />
            <SelectField
              label={t('matchAdmin.form.teeMen')}
              value={d.teeM}
              error={err('teeM')}
              disabled={!courseId}
              onChange={(e) => set('teeM', e.target.value)}
            >
              {teeOptions}
            </SelectField>
            <SelectField
              label={t('matchAdmin.form.teeWomen')}
              value={d.teeV}
              disabled={!courseId}
              onChange={(e) => set('teeV', e.target.value)}
            >
              {teeOptions}
            </SelectField>
          </Section>

          <CategoriesSection d={d} set={set} err={err} />

          <PaymentSection d={d} set={set} err={err} />
          {/* Enter in a field saves, as the button does. */}
          <button type="submit" hidden />
        </form>
      </IonContent>
      <IonFooter className="admin-footer">
        <FooterAlert>
          {invalid ? (
            t('matchAdmin.form.fixFields')
          ) : save.isError ? (
            <ul className="form-error__list">
              {/* A refusal that names fields is about them, whatever its code (a 409 for a
                  category in use is not "changed in the meantime"). */}
              <li>
                {Object.keys(serverFields).length > 0
                  ? t('matchAdmin.form.fixFields')
                  : errorMessage(t, save.error)}
              </li>
              {[...new Set(Object.values(serverFields))].map((p) => (
                <li key={p}>{t(`matchAdmin.form.errors.${p}`)}</li>
              ))}
            </ul>
          ) : null}
        </FooterAlert>
        {processed ? (
          <p className="form-card__intro match-form__alert" role="status">
            {t('matchAdmin.form.processed')}
          </p>
        ) : onMove && editMoves(onMove, initial, d) ? (
          <p className="form-card__intro match-form__alert" role="status">
            {onMove.kind === 'undraw'
              ? t('matchAdmin.form.moveUndraws')
              : t('matchAdmin.form.moveReleasesHold', { from: onMove.from, until: onMove.until })}
          </p>
        ) : seated && d.tijd !== initial.tijd ? (
          <p className="form-card__intro match-form__alert" role="status">
            {t('matchAdmin.form.retimeKeepsFlights', { first: seated })}
          </p>
        ) : null}
        <IonButton expand="block" disabled={busy || processed} onClick={submit}>
          {id === null ? t('matchAdmin.form.create') : t('matchAdmin.form.save')}
        </IonButton>
      </IonFooter>
    </IonPage>
  );
}
