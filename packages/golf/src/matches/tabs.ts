import { signUpOpen, type MatchWindow } from './registration';

/** The tabs of a match page (spec §2 Matches), in the order they are shown. */
export const MATCH_TABS = [
  'info',
  'participants',
  'starters',
  'results',
  'payment',
  'signup',
] as const;
export type MatchTab = (typeof MATCH_TABS)[number];

export interface MatchTabState extends MatchWindow {
  startlijst_vrijgegeven: 'j' | 'n';
  ideal_betalingen: 'j' | 'n';
  publiceer_uitslag: 'j' | 'n';
}

/**
 * spec §4 Match tab visibility, on the club's wall clock `now` ('YYYY-MM-DD HH:mm'):
 * signup while sign-up is open and the match is not processed; starters once the start list is
 * released; payment with ideal payments for a member signed up; results once published. Info and
 * participants always.
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
      default:
        return true;
    }
  });
}
