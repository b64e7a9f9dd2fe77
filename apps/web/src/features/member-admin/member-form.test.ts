import { describe, expect, it } from 'vitest';
import type { AdminMember } from '@fairway/contract';
import { ApiError } from '../../api/api-error';
import { emptyForm, formOf, serverErrors, toInput } from './member-form';

const filled = { ...emptyForm(), achternaam: 'Jansen', username: 'jjansen' };

describe('member form', () => {
  it('sends empty fields as null and the index as golfers write it', () => {
    const result = toInput({ ...filled, start_index: '+1,2', start_index_date: '2026-01-02' });
    expect(result).toEqual({
      input: expect.objectContaining({
        achternaam: 'Jansen',
        gsn: null,
        email: null,
        start_index: -1.2,
        start_index_date: '2026-01-02',
      }),
    });
  });

  it('names each field the contract refuses', () => {
    const result = toInput({ ...filled, achternaam: ' ', gsn: 'X1', start_index: '12,34' });
    expect(result).toEqual({
      errors: {
        achternaam: 'memberAdmin.errors.achternaam',
        gsn: 'memberAdmin.errors.gsn',
        start_index: 'memberAdmin.errors.startIndex',
      },
    });
    expect(toInput({ ...filled, start_index: '5' })).toEqual({
      errors: { start_index_date: 'memberAdmin.errors.startIndexDate' },
    });
  });

  it("shows the server's refusals by field", () => {
    const taken = new ApiError(409, {
      code: 'CONFLICT',
      message: 'taken',
      fields: [{ field: 'username', message: 'taken' }],
    });
    expect(serverErrors(taken)).toEqual({ username: 'memberAdmin.errors.usernameTaken' });
    const shared = new ApiError(409, {
      code: 'CONFLICT',
      message: 'shared',
      fields: [{ field: 'achternaam', message: 'shared' }],
    });
    expect(serverErrors(shared)).toEqual({ achternaam: 'memberAdmin.errors.shared' });
    const bad = new ApiError(400, {
      code: 'VALIDATION',
      message: 'bad',
      fields: [{ field: 'email', message: 'bad' }],
    });
    expect(serverErrors(bad)).toEqual({ email: 'memberAdmin.errors.email' });
  });

  it('fills the form with a member, the index with its plus sign', () => {
    const member = {
      ...toInputOk(),
      start_index: -1.2,
      start_index_date: '2026-01-02',
      relatie_id: 1,
      category_naam: null,
      handicap: -1.2,
      has_password: true,
      deactivated_at: null,
      shared: false,
    } as AdminMember;
    expect(formOf(member, { decimalSeparator: ',' })).toMatchObject({
      achternaam: 'Jansen',
      start_index: '+1,2',
      gsn: '',
      category_id: null,
    });
  });
});

function toInputOk() {
  const result = toInput(filled);
  if (!('input' in result)) throw new Error('refused');
  return result.input;
}
