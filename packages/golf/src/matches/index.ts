export * from './draw';
export * from './forms';
export * from './results';
export * from './sides';
