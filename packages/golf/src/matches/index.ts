export * from './forms';
export * from './registration';
export * from './tabs';
