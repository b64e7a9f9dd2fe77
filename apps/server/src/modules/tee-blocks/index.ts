// The tee-blocks module's face: the back office's tee-sheet blocks, the times a match's draw
// holds, and the members' notices.
export { BlockBookings, type CoveredChoice } from './block-bookings';
export { MatchHolds, sheetHolds, type MatchHold, type SheetHolds } from './match-holds';
export { MemberNoticesService } from './member-notices.service';
export { TeeBlocksRepository } from './tee-blocks.repository';
export { teeBlockRoutes } from './tee-blocks.routes';
export { TeeBlocksService, type BlockCaches } from './tee-blocks.service';
