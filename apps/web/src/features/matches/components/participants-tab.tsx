import { IonSkeletonText } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { entryListQuery } from '../matches.queries';
import { PaidMark } from '../../payments';
import { TeamPlayers } from './team-players';
import { withHiddenCounted } from '../match-view';

/** The participants tab: the field in arrival order, then the reserve list numbered. */
export function ParticipantsTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const list = useQuery(entryListQuery(id));
  if (list.isPending) return <IonSkeletonText animated style={{ height: 120 }} />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  const all = list.data.teams.filter((x) => !x.reservelijst);
  const reserveTeams = list.data.teams.filter((x) => x.reservelijst);
  // Names hidden from the viewer (a guest) are counted, not listed row by row.
  const { shown: field, hidden } = withHiddenCounted(all);
  const { shown: reserves, hidden: hiddenReserves } = withHiddenCounted(reserveTeams);
  return (
    <div className="match-section">
      <h3>
        {t('matches.participants.field', {
          n: list.data.deelnemers,
          max: list.data.max_deelnemers,
        })}
      </h3>
      {all.length === 0 ? <p>{t('matches.participants.none')}</p> : null}
      {/* The lists are focusable: a field longer than the screen has nothing else a keyboard can
          stop at to scroll it. */}
      {field.length > 0 ? (
        <ol tabIndex={0} aria-label={t('matches.tabs.participants')}>
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
      ) : null}
      {hidden > 0 ? (
        <p className="match-hidden-count">
          {t(
            field.length > 0 ? 'matches.participants.hiddenOthers' : 'matches.participants.hidden',
            {
              count: hidden,
            },
          )}
        </p>
      ) : null}
      {reserveTeams.length > 0 ? (
        <>
          <h3>{t('matches.participants.reserves')}</h3>
          {reserves.length > 0 ? (
            <ol tabIndex={0} aria-label={t('matches.participants.reserves')}>
              {reserves.map((team) => (
                <li
                  key={team.id}
                  className={`match-team${team.players.some((p) => p.is_self) ? ' match-team--self' : ''}`}
                >
                  <TeamPlayers players={team.players} />
                </li>
              ))}
            </ol>
          ) : null}
          {hiddenReserves > 0 ? (
            <p className="match-hidden-count">
              {t(
                reserves.length > 0
                  ? 'matches.participants.hiddenOthers'
                  : 'matches.participants.hidden',
                { count: hiddenReserves },
              )}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
