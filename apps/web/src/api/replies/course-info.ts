/** The contract schemas of the replies with course information and playing handicaps (api/reply.ts). */
export { CourseInfoResponse, CourseStatus, PhcpResponse } from '@fairway/contract';
