/** The query keys of members' answers; kept apart so the app's start can name them cheaply. */
export const memberKeys = {
  all: ['members'] as const,
  self: () => [...memberKeys.all, 'self'] as const,
  list: (term: string, byHandicap: boolean) =>
    [...memberKeys.all, 'list', term, byHandicap] as const,
  detail: (id: number) => [...memberKeys.all, 'detail', id] as const,
  record: (id: number) => [...memberKeys.all, 'record', id] as const,
  friends: (teetime: boolean) => [...memberKeys.all, 'friends', teetime] as const,
  history: () => [...memberKeys.all, 'self', 'history'] as const,
};
