import { bookingEnabled } from '../booking';

export const COURSE_TABS = ['info', 'occupation', 'calculator'] as const;
export type CourseTab = (typeof COURSE_TABS)[number];

export const isCourseTab = (value: unknown): value is CourseTab =>
  COURSE_TABS.includes(value as CourseTab);

/**
 * The tabs of /app/course the club offers: occupation only where booking is on and the club shows
 * occupancy (mobile_show_bezetting), as on the bookings screen.
 */
export function courseTabs(
  config: { booking_mob_enabled: boolean; mobile_show_bezetting: boolean } | undefined,
  features: { bookingEnabled?: boolean | undefined } | undefined,
): CourseTab[] {
  const occupation = bookingEnabled(config, features) && (config?.mobile_show_bezetting ?? false);
  return COURSE_TABS.filter((tab) => tab !== 'occupation' || occupation);
}
