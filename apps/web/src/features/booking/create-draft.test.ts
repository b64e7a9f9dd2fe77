import { describe, expect, it } from 'vitest';
import { addGuest, addMember, addUnknown } from './booking-draft';
import { createDraftKey, readCreateDraft } from './create-draft';

const flight = addUnknown(
  addGuest(addMember([], { id: 7, name: 'Piet Marker' }, 1, 4), { lastname: 'Verhoeven' }, 4),
  4,
);
const stored = (forKey: string, players: unknown) => JSON.stringify({ for: forKey, players });

describe('the create screen’s flight across a reload', () => {
  it('comes back for the same tee time, with keys of its own', () => {
    const key = createDraftKey(2, 1_790_000_000);
    const back = readCreateDraft(stored(key, flight), key);
    expect(back.map((p) => p.kind)).toEqual(['member', 'guest', 'unknown']);
    expect(back[0]).toMatchObject({ memberId: 7, name: 'Piet Marker' });
    expect(back[1]).toMatchObject({ name: 'Verhoeven', guest: { lastname: 'Verhoeven' } });
    expect(new Set(back.map((p) => p.key)).size).toBe(3);
    expect(back.map((p) => p.key)).not.toEqual(flight.map((p) => p.key));
  });

  it('is empty for another tee time, nothing stored, or something unreadable', () => {
    const key = createDraftKey(2, 1_790_000_000);
    expect(readCreateDraft(stored(createDraftKey(2, 1_790_000_600), flight), key)).toEqual([]);
    expect(readCreateDraft(null, key)).toEqual([]);
    expect(readCreateDraft('{', key)).toEqual([]);
    expect(readCreateDraft(stored(key, [{ kind: 'member', memberId: 'x' }, 5]), key)).toEqual([]);
  });
});
