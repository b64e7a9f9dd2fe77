import { describe, expect, it } from 'vitest';
import { memberListOpen, memberPageOpen } from './index';

const member = { isGast: false };
const guest = { isGast: true };
const open = { memberlist_visible: true, hide_profiel_link: false };

describe('member list and member pages (spec §2 Menu, §6)', () => {
  it('opens both to a member where the club shows its list and profile links', () => {
    expect(memberListOpen(member, open)).toBe(true);
    expect(memberPageOpen(member, open)).toBe(true);
  });

  it('never opens them to a guest', () => {
    expect(memberListOpen(guest, open)).toBe(false);
    expect(memberPageOpen(guest, open)).toBe(false);
  });

  it('closes both where the club hides its member list', () => {
    const hidden = { ...open, memberlist_visible: false };
    expect(memberListOpen(member, hidden)).toBe(false);
    expect(memberPageOpen(member, hidden)).toBe(false);
  });

  it('keeps the list but closes member pages where profile links are hidden', () => {
    const noLinks = { ...open, hide_profiel_link: true };
    expect(memberListOpen(member, noLinks)).toBe(true);
    expect(memberPageOpen(member, noLinks)).toBe(false);
  });
});
