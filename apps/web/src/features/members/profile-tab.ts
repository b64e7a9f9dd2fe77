/** The profile's tabs (spec §2 /app/profile): the tab is part of the path. */
export const PROFILE_TABS = ['show', 'history', 'graph', 'friends'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const isProfileTab = (value: unknown): value is ProfileTab =>
  (PROFILE_TABS as readonly unknown[]).includes(value);
