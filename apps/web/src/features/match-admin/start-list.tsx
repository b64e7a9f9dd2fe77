import { IonItem, IonLabel, IonList } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { AdminMatch } from '@fairway/contract';
import { useGolfFormat } from '../../lib/golf-format';

type Player = AdminMatch['teams'][number]['players'][number];

/**
 * The drawn start list as the committee checks it: per flight its players, each with the handicap
 * the draw ordered by and their early or late wish, so "by handicap" and the wishes can be checked
 * by eye. `notMet`: the players whose wish the last draw could not meet (only the draw's answer
 * names them).
 */
export function StartList({ match: m, notMet }: { match: AdminMatch; notMet: readonly number[] }) {
  const { t } = useTranslation();
  const format = useGolfFormat();
  if (m.flights.length === 0) return null;

  const details = (p: Player) => {
    const parts = [
      p.handicap === null
        ? t('matchAdmin.startListNoHcp')
        : t('matchAdmin.startListHcp', { hcp: format.handicap(p.handicap) }),
    ];
    if (p.vroeglaat !== 'geen') parts.push(t(`matchAdmin.wish.${p.vroeglaat}`));
    if (notMet.includes(p.registration_id)) parts.push(t('matchAdmin.wishNotMet'));
    return parts.join(' · ');
  };

  return (
    <section aria-labelledby="start-list-title">
      <h2 id="start-list-title" className="match-admin__title match-admin__list-title">
        {t('matchAdmin.startList')}
      </h2>
      {m.tee_sheet_hold ? (
        <p className="start-list__hold">{t('matchAdmin.startListHold', m.tee_sheet_hold)}</p>
      ) : null}
      {m.tee_sheet_hold?.turn ? (
        <p className="start-list__hold">
          {t('matchAdmin.startListHoldTurn', m.tee_sheet_hold.turn)}
        </p>
      ) : null}
      <IonList className="start-list">
        {m.flights.map((f) => (
          <IonItem key={f.id}>
            <IonLabel>
              <h3>
                {t('matchAdmin.flight', { nummer: f.nummer, time: f.starttijd, tee: f.starttee })}
              </h3>
              <ul className="start-list__players">
                {m.teams
                  .filter((x) => !x.reservelijst && x.flight_id === f.id)
                  .flatMap((x) => x.players)
                  .map((p) => (
                    <li key={p.registration_id} className="start-list__player">
                      <span className="start-list__name">{p.naam}</span>
                      <span className="start-list__details">{details(p)}</span>
                    </li>
                  ))}
              </ul>
            </IonLabel>
          </IonItem>
        ))}
      </IonList>
    </section>
  );
}
