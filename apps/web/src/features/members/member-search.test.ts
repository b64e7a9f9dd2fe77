import { describe, expect, it } from 'vitest';
import { searchTerm } from './member-search';

describe('searchTerm (spec §5: search from 2 characters, empty resets)', () => {
  it('searches from 2 characters, without the spaces around them', () => {
    expect(searchTerm('an')).toBe('an');
    expect(searchTerm('  de Vries ')).toBe('de Vries');
  });

  it('shows the whole list for an empty field or a single character', () => {
    expect(searchTerm('')).toBe('');
    expect(searchTerm('a')).toBe('');
    expect(searchTerm(' a  ')).toBe('');
  });
});
