import { useState } from 'react';
import { IonButton } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminArchivedReason, AdminCancellationReason } from '@fairway/contract';
import { MoveButtons, swapped } from '../../components/move-buttons';
import { cancellationReasonsQuery, useChangeReasons } from './booking-lists.queries';
import { ListsSection } from './lists-section';
import { ReasonError, RemovedReasons } from './removed-reasons';

/** One listed reason: its name (saved when changed), moved up or down, removed. */
function ReasonRow({
  reason,
  index,
  ids,
  archived,
}: {
  reason: AdminCancellationReason;
  index: number;
  ids: number[];
  archived: AdminArchivedReason[];
}) {
  const { t } = useTranslation();
  const change = useChangeReasons();
  const [naam, setNaam] = useState(reason.naam);
  const changed = naam.trim() !== reason.naam;
  return (
    <li className="lists__reason">
      <input
        className="table-input lists__input"
        aria-label={t('bookingLists.reasons.nameOf', { naam: reason.naam })}
        value={naam}
        maxLength={80}
        onChange={(e) => setNaam(e.target.value)}
      />
      <span className="lists__used">{t('bookingLists.reasons.used', { count: reason.used })}</span>
      <span className="lists__buttons">
        {changed ? (
          <IonButton
            size="small"
            disabled={change.isPending}
            onClick={() => change.mutate({ kind: 'rename', id: reason.id, naam })}
          >
            {t('bookingLists.reasons.save')}
          </IonButton>
        ) : null}
        <MoveButtons
          index={index}
          count={ids.length}
          size="small"
          disabled={change.isPending}
          upLabel={t('bookingLists.reasons.up', { naam: reason.naam })}
          downLabel={t('bookingLists.reasons.down', { naam: reason.naam })}
          onMove={(by) => change.mutate({ kind: 'order', ids: swapped(ids, index, by) })}
        />
        <IonButton
          size="small"
          fill="clear"
          color="danger"
          disabled={change.isPending}
          onClick={() => change.mutate({ kind: 'remove', id: reason.id })}
        >
          {t('bookingLists.reasons.remove', { naam: reason.naam })}
        </IonButton>
      </span>
      <ReasonError
        error={change.error}
        naam={naam}
        archived={archived}
        onRestored={() => {
          change.reset();
          setNaam(reason.naam);
        }}
      />
    </li>
  );
}

/**
 * The club's cancellation reasons: listed in the order members see them, a new one, and the
 * removed ones to restore.
 */
export function ReasonsSection() {
  const { t } = useTranslation();
  const reasons = useQuery(cancellationReasonsQuery());
  const add = useChangeReasons();
  const [naam, setNaam] = useState('');
  const submit = () => add.mutate({ kind: 'add', naam }, { onSuccess: () => setNaam('') });
  return (
    <ListsSection
      id="lists-reasons"
      title={t('bookingLists.reasons.title')}
      intro={t('bookingLists.reasons.intro')}
      list={reasons}
      after={
        <>
          <form
            className="lists__add"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <input
              className="table-input lists__input"
              aria-label={t('bookingLists.reasons.new')}
              placeholder={t('bookingLists.reasons.new')}
              value={naam}
              maxLength={80}
              onChange={(e) => setNaam(e.target.value)}
            />
            <IonButton size="small" type="submit" disabled={naam.trim() === '' || add.isPending}>
              {t('bookingLists.reasons.add')}
            </IonButton>
          </form>
          <ReasonError
            error={add.error}
            naam={naam}
            archived={reasons.data?.archived ?? []}
            onRestored={() => {
              add.reset();
              setNaam('');
            }}
          />
          {reasons.data && reasons.data.archived.length > 0 ? (
            <RemovedReasons archived={reasons.data.archived} />
          ) : null}
        </>
      }
    >
      {(data) => (
        <>
          <p className="lists__note" role="note">
            {t(data.enabled ? 'bookingLists.reasons.asked' : 'bookingLists.reasons.notAsked')}
          </p>
          {data.reasons.length === 0 ? (
            <p className="lists__note">{t('bookingLists.reasons.none')}</p>
          ) : (
            <ol className="lists__reasons">
              {data.reasons.map((r, i) => (
                <ReasonRow
                  key={`${r.id}:${r.naam}`}
                  reason={r}
                  index={i}
                  ids={data.reasons.map((x) => x.id)}
                  archived={data.archived}
                />
              ))}
            </ol>
          )}
        </>
      )}
    </ListsSection>
  );
}
