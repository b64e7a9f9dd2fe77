import { useTranslation } from 'react-i18next';
import type { MatchPlayer } from '@fairway/contract';
import { useGolfFormat } from '../../../lib/golf-format';

/** A team's (or sign-up's) players: name (or that it is not shown), handicap, a guest marked. */
export function TeamPlayers({ players }: { players: readonly MatchPlayer[] }) {
  const { t } = useTranslation();
  const format = useGolfFormat();
  return (
    <>
      {players.map((p, i) => (
        <div key={`${p.id ?? 'g'}-${i}`}>
          {p.naam ?? t('matches.hiddenPlayer')}
          {p.is_gast ? ` (${t('matches.guestMark')})` : ''}
          {p.handicap !== null ? ` · ${format.handicap(p.handicap) ?? ''}` : ''}
        </div>
      ))}
    </>
  );
}
