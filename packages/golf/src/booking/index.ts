export * from './rules';
export * from './tee-sheet';
