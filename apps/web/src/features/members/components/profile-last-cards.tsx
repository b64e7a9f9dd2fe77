import { IonSkeletonText } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@fairway/golf';
import { useGolfFormat } from '../../../lib/golf-format';
import { configQuery } from '../../club';
import { CardRow, lastCardsQuery } from '../../scorecards';
import '../../scorecards/scorecards.css';

/**
 * spec §9 "The profile shows the last 4 cards": the member's newest cards (GET
 * /api/relatie/self/cards, limit 4, newest first) as the card list shows them; each opens the
 * card (read-only once it is past score entry).
 */
export function ProfileLastCards() {
  const { t } = useTranslation();
  const format = useGolfFormat();
  const config = useQuery(configQuery());
  const cards = useQuery(lastCardsQuery(LIMITS.PROFILE_LAST_CARDS));
  if (cards.isError && !cards.data) return null;
  return (
    <section className="profile-cards" aria-labelledby="profile-cards-title">
      <h2 id="profile-cards-title" className="section-title">
        {t('profile.lastCards')}
      </h2>
      {cards.data ? (
        cards.data.cards.length === 0 ? (
          <p className="members__hint">{t('profile.noCards')}</p>
        ) : (
          <ul className="card-list">
            {cards.data.cards.map((card) => (
              <CardRow
                key={card.id}
                card={card}
                ownClub={config.data?.club.naam}
                teeStyle={config.data?.tee_naam_en_kleur_weergave}
                text={{ t, format }}
              />
            ))}
          </ul>
        )
      ) : (
        <IonSkeletonText animated className="members__skeleton-row" />
      )}
    </section>
  );
}
