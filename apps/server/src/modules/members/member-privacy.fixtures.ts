import type { ClubPrivacyFlags } from './member-privacy';

/** Every privacy flag of a club off (tests). */
export const FLAGS_OFF: ClubPrivacyFlags = {
  memberlist_visible: false,
  hide_profiel_link: false,
  relatie_tonen_gsn: false,
  relatie_tonen_contactgegevens: false,
  ledenlijst_telefoon_tonen: false,
  ledenlijst_mobiel_tonen: false,
  ledenlijst_email_tonen: false,
  booking_show_player_name: false,
};

/** Every flag that shows something on, and profile links shown (tests). */
export const FLAGS_ON: ClubPrivacyFlags = {
  memberlist_visible: true,
  hide_profiel_link: false,
  relatie_tonen_gsn: true,
  relatie_tonen_contactgegevens: true,
  ledenlijst_telefoon_tonen: true,
  ledenlijst_mobiel_tonen: true,
  ledenlijst_email_tonen: true,
  booking_show_player_name: true,
};
