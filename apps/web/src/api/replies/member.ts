/** The member's own record, under the card list's handicap. */
export { Relatie } from '@fairway/contract';
