import { IonItem, IonLabel, IonList, IonNote, IonSkeletonText } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { useGolfFormat } from '../../../lib/golf-format';
import { scoringRecordQuery } from '../members.queries';

/**
 * A member's scoring record as WHS peer review shows it (Rules of Handicapping, Appendix B): date,
 * course and tee, adjusted gross score, differential, and which differentials the current index
 * averages.
 */
export function ScoringRecord({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const format = useGolfFormat();
  const record = useQuery(scoringRecordQuery(memberId));
  if (record.isPending) return <IonSkeletonText animated className="members__skeleton-row" />;
  // The club may hide other members' cards: the page then shows no record, not an error.
  if (record.isError) return null;
  const cards = record.data.cards;
  return (
    <section className="scoring-record">
      <h2 className="section-title">{t('members.record.title')}</h2>
      {cards.length === 0 ? (
        <p className="members__hint">{t('members.record.empty')}</p>
      ) : (
        <IonList inset className="profile-list">
          {cards.map((card) => (
            <IonItem key={card.id} lines="full" className={card.counts ? 'record--counts' : ''}>
              <IonLabel className="ion-text-wrap">
                <h3>
                  {formatDate(card.datum)} · {card.baan_naam}
                </h3>
                <p>
                  {[
                    card.tee_naam,
                    t('members.record.holes', { count: card.aantal_holes }),
                    card.ags === null ? null : t('members.record.ags', { ags: card.ags }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </IonLabel>
              <IonNote slot="end" className="record__differential">
                <strong>{format.handicap(card.differential) ?? '–'}</strong>
                {card.counts ? <span>{t('members.record.counts')}</span> : null}
              </IonNote>
            </IonItem>
          ))}
        </IonList>
      )}
    </section>
  );
}
