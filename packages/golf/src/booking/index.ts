export * from './wall-clock';
export * from './rules';
export * from './tee-sheet';
