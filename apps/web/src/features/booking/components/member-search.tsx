import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BookablePlayer } from '@fairway/contract';
import { LIMITS } from '@fairway/golf';
import { partnersQuery, playerSearchQuery } from '../booking.queries';
import { useGolfFormat } from '../../../lib/golf-format';
import { PickSearch } from '../../../components/pick-search';

/**
 * Finds a member to add: recent playing partners first, the club's members by name from 2
 * characters (spec §9 Search).
 */
export function MemberSearch({ onPick }: { onPick: (member: BookablePlayer) => void }) {
  const { t } = useTranslation();
  const format = useGolfFormat();
  const [term, setTerm] = useState('');
  const query = term.trim();
  const searching = query.length >= LIMITS.SEARCH_MIN_CHARS;
  const partners = useQuery({ ...partnersQuery(), enabled: !searching });
  const search = useQuery(playerSearchQuery(query));
  const results = searching ? (search.data ?? []) : (partners.data ?? []);

  return (
    <PickSearch
      texts="booking.players"
      term={term}
      onTerm={setTerm}
      searching={searching}
      pending={searching ? search.isFetching : partners.isPending}
      items={results.map((m) => ({
        id: m.id,
        name: m.name,
        handicap: format.handicap(m.handicap),
        member: m,
      }))}
      onPick={({ member }) => onPick(member)}
      before={
        !searching && results.length > 0 ? (
          <div className="field-group__label">{t('booking.players.partners')}</div>
        ) : null
      }
    />
  );
}
