import type { ClubSettings } from '@fairway/contract';
import { DEMO_DAYS_AHEAD } from './demo-content';
import { eighteenHoleCourse, DEMO_CLUB_COURSES, type DemoCourse } from './demo-courses';

export interface DemoClub {
  key: 'federation' | 'demo' | 'zuid' | 'veldzicht' | 'foreign';
  club_id: number;
  naam: string;
  snelnaam: string;
  type: string;
  on_platform: boolean;
  /** ISO code, as `npm run club` takes it. */
  country: string;
  plaats: string;
  courses: readonly DemoCourse[];
}

const std = (name: string, hid: number, cr: number, sr: number) =>
  eighteenHoleCourse(name, hid, {
    geel: [cr, sr, 72],
    roodM: [cr - 30, sr - 6, 72],
    geelV: [cr + 55, sr + 7, 72],
    rood: [cr + 25, sr + 2, 72],
  });

export const DEMO_CLUBS: readonly DemoClub[] = [
  {
    key: 'federation',
    club_id: 1,
    naam: 'NGF Federatie',
    snelnaam: 'ngf',
    type: 'f',
    on_platform: true,
    country: 'NL',
    plaats: 'Utrecht',
    courses: [],
  },
  {
    key: 'demo',
    club_id: 101,
    naam: 'Golfclub De Demo',
    snelnaam: 'demo',
    type: 'c',
    on_platform: true,
    country: 'NL',
    plaats: 'Amersfoort',
    courses: DEMO_CLUB_COURSES,
  },
  {
    key: 'zuid',
    club_id: 202,
    naam: 'Golfbaan Zuid',
    snelnaam: 'zuid',
    type: 'd',
    on_platform: true,
    country: 'NL',
    plaats: 'Eindhoven',
    courses: [std('Zuidbaan', 3, 708, 129)],
  },
  {
    key: 'veldzicht',
    club_id: 414,
    naam: 'Golfclub Veldzicht',
    snelnaam: 'veldzicht',
    type: 'c',
    on_platform: true,
    country: 'NL',
    plaats: 'Zwolle',
    courses: [std('Veldzichtbaan', 4, 717, 131)],
  },
  ...(
    [
      ['Golfclub Het Rijk van Nijmegen', 'NL', 'Groesbeek', 721, 133],
      ['Haagsche Golf & Country Club', 'NL', 'Wassenaar', 735, 140],
      ['Golfclub De Pan', 'NL', 'Bosch en Duin', 729, 136],
      ['Kennemer Golf & Country Club', 'NL', 'Zandvoort', 732, 138],
      ['Royal Zoute Golf Club', 'BE', 'Knokke', 734, 135],
      ['Golf Club Hubbelrath', 'DE', 'Düsseldorf', 726, 134],
      ['Real Club de Golf Sotogrande', 'ES', 'Sotogrande', 741, 142],
      ['Penha Longa Golf', 'PT', 'Sintra', 724, 137],
      ['Old Course St Andrews', 'GB-SCT', 'St Andrews', 731, 132],
      ['Golf de Chantilly', 'FR', 'Vineuil-Saint-Firmin', 738, 141],
      ['Montgomerie Maxx Royal', 'TR', 'Belek', 729, 133],
    ] as const
  ).map(([naam, country, plaats, cr, sr], i): DemoClub => ({
    key: 'foreign',
    club_id: 9001 + i,
    naam,
    snelnaam: `vreemd-${9001 + i}`,
    type: 'c',
    on_platform: false,
    country,
    plaats,
    courses: [std(`${naam.split(' ').slice(-1)[0]} 18 holes`, 100 + i, cr, sr)],
  })),
];

/**
 * Each demo club's settings (spec §3), as its administrator saves them on the settings screen;
 * anything not named keeps its default.
 */
export const CLUB_SETTINGS: Record<DemoClub['key'], Partial<ClubSettings>> = {
  federation: {
    booking_mob_enabled: false,
    kaarten: true,
    news: true,
    memberlist_visible: false,
    showQualfyingScorecardMenu: false,
    startLijstFlightTonen: false,
  },
  demo: {
    booking_mob_enabled: true,
    news: true,
    kaarten: true,
    memberlist_visible: true,
    digimarker_verplicht: true,
    has_baanstatus: true,
    mobile_show_bezetting: true,
    logo_url: '/demo/logo-demo.svg',
    background_url: '/demo/background-demo.svg',
    cancellation_reason_enabled: true,
    // Members may change a booking until 2 hours before; guests until 48 hours before.
    member_edit_lead: '02:00',
    member_cancel_lead: '02:00',
    guest_edit_lead: '48:00',
    guest_cancel_lead: '48:00',
    booking_days_ahead: DEMO_DAYS_AHEAD,
    showQualfyingScorecardMenu: true,
    startLijstFlightTonen: true,
  },
  zuid: {
    booking_mob_enabled: false,
    hide_profiel_link: true,
    // No course of its own to show: no course information or calculator (spec §3 has_baan).
    has_baan: false,
    news: true,
    kaarten: true,
    memberlist_visible: false,
    logo_url: '/demo/logo-zuid.svg',
    showQualfyingScorecardMenu: false,
    startLijstFlightTonen: false,
  },
  veldzicht: {
    booking_mob_enabled: true,
    news: true,
    kaarten: true,
    memberlist_visible: true,
    // Booking one tap from the card list, and the number of holes confirmed before booking.
    mobile_nav_naar_booking: true,
    // Members' mobile numbers in the member list, and all contact fields on a member's page.
    ledenlijst_mobiel_tonen: true,
    relatie_tonen_contactgegevens: true,
    website_bevestig_hole_keuze: true,
    booking_days_ahead: DEMO_DAYS_AHEAD,
    showQualfyingScorecardMenu: true,
    startLijstFlightTonen: false,
  },
  foreign: { booking_mob_enabled: false, news: false, kaarten: false, memberlist_visible: false },
};
