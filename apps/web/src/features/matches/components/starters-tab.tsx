import { IonSkeletonText } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { startListQuery } from '../matches.queries';
import { TeamPlayers } from './team-players';
import { withHiddenCounted } from '../match-view';

/**
 * The starters tab (the start list, once released): each flight's start time and tee with its
 * teams; the flight numbers where the club shows them (startLijstFlightTonen).
 */
export function StartersTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const list = useQuery(startListQuery(id));
  if (list.isPending) return <IonSkeletonText animated style={{ height: 120 }} />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    // Focusable, so a keyboard can scroll a start list longer than the screen: it has nothing
    // else to stop at.
    <div
      className="match-section"
      tabIndex={0}
      role="group"
      aria-label={t('matches.tabs.starters')}
    >
      {list.data.flights.map((f) => {
        // Names hidden from the viewer (a guest) are counted, not listed row by row.
        const { shown, hidden } = withHiddenCounted(f.teams);
        return (
          <section
            key={f.id}
            className="match-flight"
            aria-label={t('matches.starters.at', { time: f.starttijd })}
          >
            <h3>
              <span>
                {f.starttijd} · {t('matches.starters.tee', { tee: f.starttee })}
              </span>
              {list.data.flight_tonen ? (
                <span>{t('matches.starters.flight', { n: f.nummer })}</span>
              ) : null}
            </h3>
            {shown.map((team) => (
              <div
                key={team.id}
                className={`match-team${team.players.some((p) => p.is_self) ? ' match-team--self' : ''}`}
                aria-current={team.players.some((p) => p.is_self) ? 'true' : undefined}
              >
                <TeamPlayers players={team.players} />
              </div>
            ))}
            {hidden > 0 ? (
              <p className="match-hidden-count">
                {t(
                  shown.length > 0
                    ? 'matches.participants.hiddenOthers'
                    : 'matches.participants.hidden',
                  {
                    count: hidden,
                  },
                )}
              </p>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
