import { useState } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { arrowDown, arrowUp } from 'ionicons/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminCancellationReason } from '@fairway/contract';
import { FormError } from '../../components/form-error';
import { errorMessage } from '../../i18n/error-message';
import { cancellationReasonsQuery, useChangeReasons } from './booking-lists.queries';

/** One listed reason: its name (saved when changed), moved up or down, removed. */
function ReasonRow({
  reason,
  index,
  ids,
}: {
  reason: AdminCancellationReason;
  index: number;
  ids: number[];
}) {
  const { t } = useTranslation();
  const change = useChangeReasons();
  const [naam, setNaam] = useState(reason.naam);
  const changed = naam.trim() !== reason.naam;
  const move = (by: number) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    change.mutate({ kind: 'order', ids: next });
  };
  return (
    <li className="lists__reason">
      <input
        className="lists__input"
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
        <IonButton
          size="small"
          fill="clear"
          disabled={index === 0 || change.isPending}
          aria-label={t('bookingLists.reasons.up', { naam: reason.naam })}
          onClick={() => move(-1)}
        >
          <IonIcon slot="icon-only" icon={arrowUp} aria-hidden="true" />
        </IonButton>
        <IonButton
          size="small"
          fill="clear"
          disabled={index === ids.length - 1 || change.isPending}
          aria-label={t('bookingLists.reasons.down', { naam: reason.naam })}
          onClick={() => move(1)}
        >
          <IonIcon slot="icon-only" icon={arrowDown} aria-hidden="true" />
        </IonButton>
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
      {change.error ? <FormError>{errorMessage(t, change.error)}</FormError> : null}
    </li>
  );
}

/** The club's cancellation reasons: listed in the order members see them, and a new one. */
export function ReasonsSection() {
  const { t } = useTranslation();
  const reasons = useQuery(cancellationReasonsQuery());
  const add = useChangeReasons();
  const [naam, setNaam] = useState('');
  const submit = () => add.mutate({ kind: 'add', naam }, { onSuccess: () => setNaam('') });
  return (
    <section className="lists__section" aria-labelledby="lists-reasons">
      <h2 id="lists-reasons" className="admin__section-title">
        {t('bookingLists.reasons.title')}
      </h2>
      <p className="lists__note">{t('bookingLists.reasons.intro')}</p>
      {reasons.isPending ? (
        <IonSpinner aria-label={t('common.loading')} />
      ) : reasons.isError ? (
        <FormError>{errorMessage(t, reasons.error)}</FormError>
      ) : (
        <>
          <p className="lists__note" role="note">
            {t(
              reasons.data.enabled ? 'bookingLists.reasons.asked' : 'bookingLists.reasons.notAsked',
            )}
          </p>
          {reasons.data.reasons.length === 0 ? (
            <p className="lists__note">{t('bookingLists.reasons.none')}</p>
          ) : (
            <ol className="lists__reasons">
              {reasons.data.reasons.map((r, i) => (
                <ReasonRow
                  key={`${r.id}:${r.naam}`}
                  reason={r}
                  index={i}
                  ids={reasons.data.reasons.map((x) => x.id)}
                />
              ))}
            </ol>
          )}
        </>
      )}
      <form
        className="lists__add"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <input
          className="lists__input"
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
      {add.error ? <FormError>{errorMessage(t, add.error)}</FormError> : null}
    </section>
  );
}
