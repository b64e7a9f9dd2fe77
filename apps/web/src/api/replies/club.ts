/** The contract schemas of the replies with the clubs and a club's settings (api/reply.ts). */
export { ClubsResponse, ConfigResponse, FeaturesResponse } from '@fairway/contract';
