import { IonItem, IonLabel, IonList } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { AdminMatch } from '@fairway/contract';

/**
 * The players in the field with their card of the match: the committee opens a player to enter
 * (or correct) the card of one who did not enter it. Guests have no card in the system.
 */
export function AdminCardsList({ match: m }: { match: AdminMatch }) {
  const { t } = useTranslation();
  const players = m.teams
    .filter((x) => !x.reservelijst)
    .flatMap((x) => x.players)
    .filter((p) => p.relatie_id !== null);
  if (players.length === 0) return null;
  return (
    <section aria-labelledby="cards-title">
      <h2 id="cards-title" className="match-admin__title match-admin__list-title">
        {t('matchAdmin.cards')}
      </h2>
      <IonList>
        {players.map((p) => (
          <IonItem
            key={p.registration_id}
            routerLink={`/app/admin/matches/${m.id}/card/${p.relatie_id}`}
            detail
          >
            <IonLabel>
              <h3>{p.naam}</h3>
              <p>
                {!p.card || !p.card.ingevuld
                  ? t('matchAdmin.cardNone')
                  : p.card.verwerkt
                    ? t('matchAdmin.cardProcessed', { gross: p.card.bruto })
                    : t('matchAdmin.cardIn', { gross: p.card.bruto })}
              </p>
            </IonLabel>
          </IonItem>
        ))}
      </IonList>
    </section>
  );
}
