// The tee-blocks module's face: the back office's tee-sheet blocks and the members' notices.
export { MemberNoticesService } from './member-notices.service';
export { TeeBlocksRepository } from './tee-blocks.repository';
export { teeBlockRoutes } from './tee-blocks.routes';
export { TeeBlocksService, type BlockCaches } from './tee-blocks.service';
