import { useState } from 'react';
import type { ApiError } from '../../api/api-error';
import { refusalsByPlayer, type DraftPlayer, type PlayerRefusal } from './booking-draft';

/**
 * What the server refused of the flight's players (400 VALIDATION naming `players.N...`), by
 * player: kept while those players are in the flight, gone with a player removed or typed again.
 */
export function usePlayerRefusals(players: readonly DraftPlayer[]): {
  byPlayer: ReadonlyMap<string, PlayerRefusal>;
  /** Takes a refusal that names players (true), or leaves it to the caller (false). */
  take: (error: ApiError) => boolean;
} {
  const [all, setAll] = useState<ReadonlyMap<string, PlayerRefusal>>(() => new Map());
  const keys = new Set(players.map((p) => p.key));
  const byPlayer = new Map([...all].filter(([key]) => keys.has(key)));
  return {
    byPlayer,
    take: (error) => {
      const found = error.code === 'VALIDATION' ? refusalsByPlayer(error.fields, players) : null;
      setAll(found ?? new Map());
      return found !== null && found.size > 0;
    },
  };
}
