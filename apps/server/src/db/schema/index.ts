export * from './clubs';
export * from './members';
export * from './courses';
export * from './content';
export * from './system';
export * from './scorecards';
export * from './booking';
export * from './jobs';
