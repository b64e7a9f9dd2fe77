import { useState } from 'react';
import {
  IonButton,
  IonLabel,
  IonSegment,
  IonSegmentButton,
  IonSelect,
  IonSelectOption,
} from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { postCommitteeCard, type CommitteeCardEntry } from '../../api/handicap-admin.api';
import { FormError } from '../../components/form-error';
import { errorMessage } from '../../i18n/error-message';
import { clubNow } from '../../lib/club-clock';
import { coursesQuery, teesQuery } from '../scorecards';
import { useCommitteeWrite } from './handicap-admin.queries';
import { HoleScores } from './hole-scores';
import { ReasonForm } from './reason-form';
import { CommitteeInput } from './committee-input';

type Where = 'club' | 'elsewhere';

/** A popover choice of one item by its id: the club's courses, a course's tees. */
function IdSelect({
  onChange,
  options,
  ...select
}: {
  label: string;
  value: number | null;
  options: readonly { id: number; name: string }[];
  disabled?: boolean;
  onChange: (id: number) => void;
}) {
  return (
    <IonSelect
      labelPlacement="stacked"
      fill="outline"
      interface="popover"
      {...select}
      onIonChange={(e) => onChange(e.detail.value as number)}
    >
      {options.map((o) => (
        <IonSelectOption key={o.id} value={o.id}>
          {o.name}
        </IonSelectOption>
      ))}
    </IonSelect>
  );
}

/** A number typed in a field, or undefined while it is empty (the server names what is missing). */
const numberOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text.replace(',', '.'));

/** What the form sends: the club's course with a score per hole, or another course's figures. */
function entryOf(
  where: Where,
  f: { date: string; holes: 9 | 18; course: number | null; tee: number | null; scores: string[] },
  away: Record<'name' | 'cr' | 'slope' | 'par' | 'ags', string>,
  reason: string,
): CommitteeCardEntry {
  const common = { date: f.date, holes: f.holes, reason };
  if (where === 'club') {
    return {
      ...common,
      baan_id: f.course ?? undefined,
      tee_id: f.tee ?? undefined,
      scores: f.scores.slice(0, f.holes).map((s) => numberOf(s) ?? 0),
    };
  }
  return {
    ...common,
    course_name: away.name,
    course_rating: numberOf(away.cr),
    slope_rating: numberOf(away.slope),
    par: numberOf(away.par),
    adjusted_gross_score: numberOf(away.ags),
  };
}

/** A segment with its visible label (the theme's segment field, its text at 4.5:1). */
const Segment = ({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: React.ReactNode;
}) => (
  <div className="segment-field" role="group" aria-labelledby={id}>
    <div id={id} className="segment-field__label">
      {label}
    </div>
    {children}
  </div>
);

/**
 * The committee enters a card for the member: played at one of the club's courses (a tee and a
 * score per hole) or elsewhere (the course's ratings and the adjusted gross score). The server
 * processes it at its date and replays the later cards; the reason is shown on the member's card.
 */
export function CardEntryForm({ relatieId }: { relatieId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const [where, setWhere] = useState<Where>('club');
  const [date, setDate] = useState(() => clubNow(new Date()).date);
  const [holes, setHoles] = useState<9 | 18>(18);
  const [course, setCourse] = useState<number | null>(null);
  const [tee, setTee] = useState<number | null>(null);
  const [scores, setScores] = useState<string[]>(Array(18).fill(''));
  // Holes left empty when the committee saved: named, never sent as 0 (not played) unasked.
  const [emptyHoles, setEmptyHoles] = useState<number[]>([]);
  const [away, setAway] = useState({ name: '', cr: '', slope: '', par: '', ags: '' });
  const courses = useQuery({ ...coursesQuery(), enabled: open });
  const tees = useQuery({ ...teesQuery(course), enabled: open && course !== null });
  const enter = useCommitteeWrite((reason: string, key: string) =>
    postCommitteeCard(
      relatieId,
      entryOf(where, { date, holes, course, tee, scores }, away, reason),
      key,
    ),
  );
  const field = (
    name: keyof typeof away,
    label: string,
    inputmode: 'text' | 'decimal' | 'numeric',
  ) => (
    <CommitteeInput
      label={label}
      inputmode={inputmode}
      value={away[name]}
      onText={(text) => setAway({ ...away, [name]: text })}
    />
  );
  return (
    <section className="admin__pad" aria-labelledby="handicap-admin-enter">
      <h2 id="handicap-admin-enter">{t('handicapAdmin.enterCard')}</h2>
      {done ? (
        <p className="handicap-admin__note" role="status">
          {t('handicapAdmin.cardEntered')}
        </p>
      ) : null}
      {!open ? (
        <IonButton
          fill="outline"
          onClick={() => {
            setOpen(true);
            setDone(false);
          }}
        >
          {t('handicapAdmin.enterCard')}
        </IonButton>
      ) : (
        <ReasonForm
          label={t('handicapAdmin.saveCard')}
          busy={enter.isPending}
          onSubmit={(r) => {
            const empty =
              where === 'club'
                ? scores.slice(0, holes).flatMap((s, i) => (s.trim() ? [] : [i + 1]))
                : [];
            setEmptyHoles(empty);
            if (empty.length > 0) return;
            enter.mutate(r, {
              onSuccess: () => {
                setOpen(false);
                setDone(true);
              },
            });
          }}
        >
          <p className="admin__intro">{t('handicapAdmin.enterCardIntro')}</p>
          <Segment id="handicap-admin-where" label={t('handicapAdmin.where')}>
            <IonSegment value={where} onIonChange={(e) => setWhere(e.detail.value as Where)}>
              <IonSegmentButton value="club">
                <IonLabel>
                  <span>{t('handicapAdmin.atClub')}</span>
                </IonLabel>
              </IonSegmentButton>
              <IonSegmentButton value="elsewhere">
                <IonLabel>
                  <span>{t('handicapAdmin.elsewhere')}</span>
                </IonLabel>
              </IonSegmentButton>
            </IonSegment>
          </Segment>
          <CommitteeInput
            label={t('handicapAdmin.playedOn')}
            type="date"
            value={date}
            onText={setDate}
          />
          <Segment id="handicap-admin-holes" label={t('handicapAdmin.holes')}>
            <IonSegment
              value={String(holes)}
              onIonChange={(e) => setHoles(Number(e.detail.value) === 9 ? 9 : 18)}
            >
              {[18, 9].map((n) => (
                <IonSegmentButton key={n} value={String(n)}>
                  <IonLabel>
                    <span>{t('handicapAdmin.holeCount', { holes: n })}</span>
                  </IonLabel>
                </IonSegmentButton>
              ))}
            </IonSegment>
          </Segment>
          {where === 'club' ? (
            <>
              <IdSelect
                label={t('handicapAdmin.course')}
                value={course}
                options={courses.data ?? []}
                onChange={(id) => {
                  setCourse(id);
                  setTee(null);
                }}
              />
              <IdSelect
                label={t('handicapAdmin.tee')}
                disabled={course === null}
                value={tee}
                options={(tees.data ?? []).map((x) => ({ id: x.id, name: x.naam }))}
                onChange={setTee}
              />
              <HoleScores
                scores={scores.slice(0, holes)}
                missing={emptyHoles}
                onChange={(hole, v) => {
                  setScores(scores.map((x, j) => (j === hole ? v : x)));
                  setEmptyHoles(emptyHoles.filter((h) => h !== hole + 1));
                }}
              />
              {emptyHoles.length > 0 ? (
                <FormError>
                  {t('handicapAdmin.holesEmpty', { holes: emptyHoles.join(', ') })}
                </FormError>
              ) : null}
            </>
          ) : (
            <>
              {field('name', t('handicapAdmin.courseName'), 'text')}
              {field('cr', t('handicapAdmin.courseRating'), 'decimal')}
              {field('slope', t('handicapAdmin.slopeRating'), 'numeric')}
              {field('par', t('handicapAdmin.par'), 'numeric')}
              {field('ags', t('handicapAdmin.agsFull'), 'numeric')}
            </>
          )}
        </ReasonForm>
      )}
      {enter.error ? <FormError>{errorMessage(t, enter.error)}</FormError> : null}
    </section>
  );
}
