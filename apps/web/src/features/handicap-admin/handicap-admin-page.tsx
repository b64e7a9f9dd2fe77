import { useState } from 'react';
import { IonButton, IonItem, IonLabel, IonList, IonSegment, IonSegmentButton } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CommitteeCard, HandicapAdjustment } from '@fairway/contract';
import {
  deleteAdjustment,
  overruleMarker,
  postAdjustment,
  putCardCorrection,
  setNotCounting,
} from '../../api/handicap-admin.api';
import { FormError } from '../../components/form-error';
import { AdminPage } from '../../components/admin-page';
import { SearchField } from '../../components/search-field';
import { errorMessage } from '../../i18n/error-message';
import { clubNow } from '../../lib/club-clock';
import { useGolfFormat } from '../../lib/golf-format';
import { COMMITTEE_ACTION_KEYS } from '../scorecards';
import {
  committeeCardsQuery,
  handicapMembersQuery,
  overdueMarkersQuery,
  useCommitteeWrite,
} from './handicap-admin.queries';
import { CardEntryForm } from './card-entry-form';
import { HoleScores } from './hole-scores';
import { ReasonForm } from './reason-form';
import { CommitteeInput } from './committee-input';
import '../admin/admin.css';
import './handicap-admin.css';

type Action = { card: number; kind: 'correct' | 'notCounting' } | null;

/** One card with what the committee may do to it. */
function CardRow({
  card,
  action,
  setAction,
}: {
  card: CommitteeCard;
  action: Action;
  setAction: (a: Action) => void;
}) {
  const { t } = useTranslation();
  const golf = useGolfFormat();
  const [scores, setScores] = useState<number[]>(card.scores);
  const correct = useCommitteeWrite((reason: string, key: string) =>
    putCardCorrection(card.id, { scores, reason }, key),
  );
  const counting = useCommitteeWrite((reason: string | null, key: string) =>
    setNotCounting(card.id, reason, key),
  );
  const open = action?.card === card.id ? action.kind : null;
  const done = () => setAction(null);
  const notes = [
    card.committee_action
      ? `${t(COMMITTEE_ACTION_KEYS[card.committee_action])} ${card.committee_reason ?? ''}`
      : null,
    card.correction_reason
      ? `${t('scorecards.committee.corrected')} ${card.correction_reason}`
      : null,
    card.not_counting_reason
      ? `${t('scorecards.committee.notCounting')} ${card.not_counting_reason}`
      : null,
  ].filter(Boolean);
  const error = correct.error ?? counting.error;
  return (
    <li className="handicap-admin__card" data-card={card.id}>
      <div className="handicap-admin__card-head">
        <strong>{card.datum}</strong> · {card.baan_naam}
      </div>
      <div className="handicap-admin__figures">
        {t('handicapAdmin.gross')} {card.gross ?? '–'} · {t('handicapAdmin.ags')} {card.ags ?? '–'}{' '}
        · {t('handicapAdmin.differential')}{' '}
        {card.differential === null ? '–' : golf.rating(card.differential)} ·{' '}
        {t('handicapAdmin.indexAfter')} {golf.handicap(card.ehcp_nieuw) ?? '–'}
      </div>
      {notes.map((n) => (
        <p key={n} className="handicap-admin__note">
          {n}
        </p>
      ))}
      {card.verwerkt ? (
        <div className="handicap-admin__buttons">
          {card.correctable ? (
            <IonButton
              size="small"
              fill="outline"
              onClick={() => setAction({ card: card.id, kind: 'correct' })}
            >
              {t('handicapAdmin.correct')}
            </IonButton>
          ) : null}
          {card.not_counting_reason ? (
            <IonButton
              size="small"
              fill="outline"
              disabled={counting.isPending}
              onClick={() => counting.mutate(null)}
            >
              {t('handicapAdmin.countsAgain')}
            </IonButton>
          ) : (
            <IonButton
              size="small"
              fill="outline"
              onClick={() => setAction({ card: card.id, kind: 'notCounting' })}
            >
              {t('handicapAdmin.notCounting')}
            </IonButton>
          )}
        </div>
      ) : null}
      {open === 'correct' ? (
        <ReasonForm
          label={t('handicapAdmin.saveCorrection')}
          busy={correct.isPending}
          onSubmit={(r) => correct.mutate(r, { onSuccess: done })}
        >
          <HoleScores
            scores={scores.map(String)}
            onChange={(hole, v) => setScores(scores.map((x, j) => (j === hole ? Number(v) : x)))}
          />
        </ReasonForm>
      ) : null}
      {open === 'notCounting' ? (
        <ReasonForm
          label={t('handicapAdmin.notCounting')}
          busy={counting.isPending}
          onSubmit={(r) => counting.mutate(r, { onSuccess: done })}
        />
      ) : null}
      {error ? <FormError>{errorMessage(t, error)}</FormError> : null}
    </li>
  );
}

/** The member's adjustments (Rule 7.1a): the list, removing one, adding one. */
function Adjustments({ relatieId, list }: { relatieId: number; list: HandicapAdjustment[] }) {
  const { t } = useTranslation();
  const golf = useGolfFormat();
  const today = clubNow(new Date()).date;
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(today);
  const [review, setReview] = useState('');
  const add = useCommitteeWrite((reason: string, key: string) =>
    postAdjustment(
      relatieId,
      { amount: Number(amount.replace(',', '.')), date, review_date: review, reason },
      key,
    ),
  );
  const remove = useCommitteeWrite((id: number, key: string) => deleteAdjustment(id, key));
  return (
    <section className="admin__pad">
      <h2>{t('handicapAdmin.adjustments')}</h2>
      <p className="admin__intro">{t('handicapAdmin.adjustmentsIntro')}</p>
      <ul className="handicap-admin__cards">
        {list.map((a) => (
          <li key={a.id} className="handicap-admin__card">
            <strong>{a.amount > 0 ? `+${golf.rating(a.amount)}` : golf.rating(a.amount)}</strong> ·{' '}
            {t('handicapAdmin.from', { date: a.datum })} ·{' '}
            {t('handicapAdmin.review', { date: a.review_date })}
            <p className="handicap-admin__note">{a.reason}</p>
            <IonButton
              size="small"
              fill="outline"
              color="danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate(a.id)}
            >
              {t('handicapAdmin.remove')}
            </IonButton>
          </li>
        ))}
      </ul>
      <ReasonForm
        label={t('handicapAdmin.addAdjustment')}
        busy={add.isPending}
        onSubmit={(r) => add.mutate(r)}
      >
        <CommitteeInput
          label={t('handicapAdmin.amount')}
          inputmode="decimal"
          value={amount}
          onText={setAmount}
        />
        <CommitteeInput label={t('handicapAdmin.date')} type="date" value={date} onText={setDate} />
        <CommitteeInput
          label={t('handicapAdmin.reviewDate')}
          type="date"
          value={review}
          onText={setReview}
        />
      </ReasonForm>
      {(add.error ?? remove.error) ? (
        <FormError>{errorMessage(t, add.error ?? remove.error)}</FormError>
      ) : null}
    </section>
  );
}

function MemberCards({ relatieId }: { relatieId: number }) {
  const { t } = useTranslation();
  const golf = useGolfFormat();
  const [action, setAction] = useState<Action>(null);
  const cards = useQuery(committeeCardsQuery(relatieId));
  if (cards.error) return <FormError>{errorMessage(t, cards.error)}</FormError>;
  if (!cards.data) return null;
  const { member } = cards.data;
  return (
    <>
      <h2 className="admin__pad handicap-admin__member">
        {member.naam} · {t('handicapAdmin.index')} {golf.handicap(member.handicap) ?? '–'}
      </h2>
      {cards.data.cards.length === 0 ? (
        <p className="admin__intro">{t('handicapAdmin.noCards')}</p>
      ) : null}
      <ul className="handicap-admin__cards">
        {cards.data.cards.map((c) => (
          <CardRow
            key={`${c.id}:${c.scores.join()}`}
            card={c}
            action={action}
            setAction={setAction}
          />
        ))}
      </ul>
      <CardEntryForm relatieId={relatieId} />
      <Adjustments relatieId={relatieId} list={cards.data.adjustments} />
    </>
  );
}

function Overdue() {
  const { t } = useTranslation();
  const list = useQuery(overdueMarkersQuery());
  const overrule = useCommitteeWrite(
    (v: { id: number; action: 'sign' | 'void'; reason: string }, key: string) =>
      overruleMarker(v.id, v.action, v.reason, key),
  );
  if (list.error) return <FormError>{errorMessage(t, list.error)}</FormError>;
  if (!list.data) return null;
  return (
    <>
      <p className="admin__intro">{t('handicapAdmin.overdueIntro', { hours: list.data.hours })}</p>
      {list.data.cards.length === 0 ? (
        <p className="admin__intro">{t('handicapAdmin.noOverdue')}</p>
      ) : null}
      <ul className="handicap-admin__cards">
        {list.data.cards.map((c) => (
          <li key={c.id} className="handicap-admin__card">
            <div className="handicap-admin__card-head">
              <strong>{c.speler_naam}</strong> · {c.datum} · {c.baan_naam}
            </div>
            <div className="handicap-admin__figures">
              {t('handicapAdmin.marker')} {c.marker_naam} ·{' '}
              {t('handicapAdmin.waiting', { hours: c.waiting_hours })}
            </div>
            <ReasonForm
              label={t('handicapAdmin.sign')}
              busy={overrule.isPending}
              onSubmit={(reason) => overrule.mutate({ id: c.id, action: 'sign', reason })}
            >
              <IonButton
                size="small"
                fill="outline"
                color="danger"
                disabled={overrule.isPending}
                onClick={(e) => {
                  const form = (e.target as HTMLElement).closest('form');
                  const reason = form?.querySelector('input')?.value ?? '';
                  overrule.mutate({ id: c.id, action: 'void', reason });
                }}
              >
                {t('handicapAdmin.void')}
              </IonButton>
            </ReasonForm>
          </li>
        ))}
      </ul>
      {overrule.error ? <FormError>{errorMessage(t, overrule.error)}</FormError> : null}
    </>
  );
}

/**
 * The handicap committee (role handicap_committee): find a member and act on their cards
 * (correct, not counting) and their index (adjustments, Rule 7.1a); the cards waiting too long for
 * their marker, signed or voided. The server replays the record after each.
 */
export default function HandicapAdminPage() {
  const { t } = useTranslation();
  const golf = useGolfFormat();
  const [tab, setTab] = useState<'members' | 'overdue'>('members');
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const found = useQuery(handicapMembersQuery(q.trim()));
  return (
    <AdminPage title={t('handicapAdmin.title')}>
      <IonSegment
        className="handicap-admin__tabs"
        value={tab}
        onIonChange={(e) => setTab(e.detail.value as 'members' | 'overdue')}
      >
        <IonSegmentButton value="members">
          <IonLabel>
            <span>{t('handicapAdmin.members')}</span>
          </IonLabel>
        </IonSegmentButton>
        <IonSegmentButton value="overdue">
          <IonLabel>
            <span>{t('handicapAdmin.overdue')}</span>
          </IonLabel>
        </IonSegmentButton>
      </IonSegment>
      {tab === 'overdue' ? (
        <Overdue />
      ) : (
        <>
          <div className="admin__pad">
            <SearchField label={t('handicapAdmin.search')} value={q} onChange={setQ} />
          </div>
          {found.data && selected === null ? (
            <IonList inset>
              {found.data.members.map((m) => (
                <IonItem key={m.relatie_id} button detail onClick={() => setSelected(m.relatie_id)}>
                  <IonLabel>
                    <h2>{m.naam}</h2>
                    <p>
                      {[
                        m.gsn,
                        m.handicap === null
                          ? null
                          : `${t('handicapAdmin.index')} ${golf.handicap(m.handicap)}`,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </IonLabel>
                </IonItem>
              ))}
            </IonList>
          ) : null}
          {selected !== null ? (
            <>
              <IonButton fill="clear" onClick={() => setSelected(null)}>
                {t('handicapAdmin.back')}
              </IonButton>
              <MemberCards relatieId={selected} />
            </>
          ) : null}
        </>
      )}
    </AdminPage>
  );
}
