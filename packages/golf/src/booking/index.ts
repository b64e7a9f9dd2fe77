export * from './rules';
export * from './tee-sheet';
export * from './tee-sheet-layout';
export * from './member-rules';
export * from './tee-blocks';
export * from './start-tees';
export * from './attendance';
