import {
  calculatorOutline,
  calendarOutline,
  cardOutline,
  flagOutline,
  chatbubblesOutline,
  globeOutline,
  golfOutline,
  logOutOutline,
  newspaperOutline,
  peopleOutline,
  ribbonOutline,
  personCircleOutline,
  settingsOutline,
  trophyOutline,
} from 'ionicons/icons';
import type { MenuItemId } from './menu-items';

/**
 * How each menu item looks: its icon and the i18n key of its label. The side menu draws the items
 * with them, and so does the club settings' preview of the menu.
 */
export const MENU_ICONS: Record<MenuItemId, string> = {
  scorecards: golfOutline,
  news: newspaperOutline,
  matches: trophyOutline,
  booking: calendarOutline,
  members: peopleOutline,
  profile: personCircleOutline,
  whs: globeOutline,
  ngfcard: cardOutline,
  course: flagOutline,
  calculator: calculatorOutline,
  feedback: chatbubblesOutline,
  committee: ribbonOutline,
  admin: settingsOutline,
  logout: logOutOutline,
};

export const MENU_LABELS = {
  scorecards: 'menu.scorecards',
  news: 'menu.news',
  matches: 'menu.matches',
  booking: 'menu.booking',
  members: 'menu.members',
  profile: 'menu.profile',
  whs: 'menu.whs',
  ngfcard: 'menu.ngfcard',
  course: 'menu.course',
  calculator: 'menu.calculator',
  feedback: 'menu.feedback',
  committee: 'menu.committee',
  admin: 'menu.admin',
  logout: 'menu.logout',
} as const satisfies Record<MenuItemId, string>;

/** The club background under a shade, so the white name stays readable on any photo. */
export const heroBackground = (url: string) =>
  `linear-gradient(180deg, rgba(12, 45, 28, 0.2), rgba(12, 45, 28, 0.78)), url("${encodeURI(url)}")`;
