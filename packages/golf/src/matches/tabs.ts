import { signUpOpen, type MatchWindow } from './registration';

/** The tabs of a match page (spec §2 Matches), in the order they are shown. */
export const MATCH_TABS = [
  'info',
  'participants',
  'starters',
  'results',
  'leaderboard',
  'payment',
  'signup',
] as const;
export type MatchTab = (typeof MATCH_TABS)[number];

export interface MatchTabState extends MatchWindow {
  startlijst_vrijgegeven: 'j' | 'n';
  ideal_betalingen: 'j' | 'n';
  publiceer_uitslag: 'j' | 'n';
  /** The start, 'YYYY-MM-DD HH:mm'. */
  aanvang: string;
}

/**
 * spec §4 Match tab visibility, on the club's wall clock `now` ('YYYY-MM-DD HH:mm'):
 * signup while sign-up is open and the match is not processed; starters once the start list is
 * released; payment with ideal payments for a member signed up; results once published. Info and
 * participants always. The live leaderboard from the match's day until the results are published
 * (the committee processes the cards in between; the board stays).
 */
export function visibleMatchTabs(match: MatchTabState, signedUp: boolean, now: string): MatchTab[] {
  return MATCH_TABS.filter((tab) => {
    switch (tab) {
      case 'signup':
        return signUpOpen(match, now);
      case 'starters':
        return match.startlijst_vrijgegeven === 'j';
      case 'payment':
        return match.ideal_betalingen === 'j' && signedUp;
      case 'results':
        return match.publiceer_uitslag === 'j';
      case 'leaderboard':
        return match.publiceer_uitslag !== 'j' && match.aanvang.slice(0, 10) <= now.slice(0, 10);
      default:
        return true;
    }
  });
}
