import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '@fairway/contract';
import { AppError, refusalError } from '../errors';
import { MEMBER_REFUSALS } from '../modules/booking/booking.types';
import { functionSources, refusalsIn } from './sql-functions';

/**
 * The refusals the SQL functions raise reach the client as the contract's error codes: each code
 * a match function can raise is in the contract's table (the repository passes it on as it is), and
 * each a booking function can raise is one booking.service turns into an error of its own.
 * 'key' is not a refusal for the client: the repositories answer the request's stored answer;
 * 'blocked' (a time inside a tee-sheet block) is booking.service's SLOT_CLOSED; 'turn' (no place
 * at tee 1 for an 18-hole round from tee 10) its SLOT_FULL, SLOT_LOCKED or SLOT_CLOSED.
 */
const files = functionSources();
const raisedBy = (prefix: string) =>
  files.filter((f) => f.name.startsWith(prefix)).flatMap((f) => refusalsIn(f.text));

describe('the refusal codes of the SQL functions', () => {
  it('are found in the sources', () => {
    expect(raisedBy('match_')).toEqual(
      expect.arrayContaining(['MATCH_FLIGHT_FULL', 'MATCH_SIGN_OUT_CLOSED', 'key']),
    );
    expect(raisedBy('booking_')).toEqual(expect.arrayContaining(['overlap', 'limit', 'key']));
  });

  it("of the match functions are all in the contract's error table", () => {
    const unknown = raisedBy('match_').filter(
      (c) => c !== 'key' && !Object.hasOwn(ERROR_STATUS, c),
    );
    expect(unknown).toEqual([]);
  });

  it('of the booking functions are all ones booking.service answers', () => {
    const known: readonly string[] = [...MEMBER_REFUSALS, 'key', 'blocked', 'turn'];
    expect(raisedBy('booking_').filter((c) => !known.includes(c))).toEqual([]);
  });

  it("turn into their AppError, and a code not in the table into an error that is no client's", () => {
    const full = refusalError('MATCH_FLIGHT_FULL');
    expect(full).toBeInstanceOf(AppError);
    expect((full as AppError).statusCode).toBe(ERROR_STATUS.MATCH_FLIGHT_FULL);
    for (const code of ['MATCH_SOMETHING_NEW', 'toString', 'constructor'])
      expect(refusalError(code)).not.toBeInstanceOf(AppError);
  });
});
