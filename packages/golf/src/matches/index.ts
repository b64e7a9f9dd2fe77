export * from './draw';
export * from './forms';
export * from './registration';
export * from './tabs';
export * from './results';
export * from './leaderboard';
export * from './sides';
export * from './schedule';
