import { IonSkeletonText } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { entryListQuery } from '../matches.queries';
import { PaidMark } from '../../payments/paid-mark';
import { TeamPlayers } from './team-players';

/** The participants tab: the field in arrival order, then the reserve list numbered. */
export function ParticipantsTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const list = useQuery(entryListQuery(id));
  if (list.isPending) return <IonSkeletonText animated style={{ height: 120 }} />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  const field = list.data.teams.filter((x) => !x.reservelijst);
  const reserves = list.data.teams.filter((x) => x.reservelijst);
  return (
    <div className="match-section">
      <h3>
        {t('matches.participants.field', {
          n: list.data.deelnemers,
          max: list.data.max_deelnemers,
        })}
      </h3>
      {field.length === 0 ? <p>{t('matches.participants.none')}</p> : null}
      <ol aria-label={t('matches.tabs.participants')}>
        {field.map((team) => (
          <li
            key={team.id}
            className={`match-team${team.players.some((p) => p.is_self) ? ' match-team--self' : ''}`}
          >
            <TeamPlayers players={team.players} />
            <PaidMark paid={team.betaald} />
          </li>
        ))}
      </ol>
      {reserves.length > 0 ? (
        <>
          <h3>{t('matches.participants.reserves')}</h3>
          <ol aria-label={t('matches.participants.reserves')}>
            {reserves.map((team) => (
              <li
                key={team.id}
                className={`match-team${team.players.some((p) => p.is_self) ? ' match-team--self' : ''}`}
              >
                <TeamPlayers players={team.players} />
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}
