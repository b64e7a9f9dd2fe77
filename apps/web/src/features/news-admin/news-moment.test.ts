import { describe, expect, it } from 'vitest';
import { formatMoment, inputFromMoment, momentFromInput } from './news-moment';

describe('news publish moments', () => {
  it('shows a moment on the club clock', () => {
    expect(formatMoment('2026-06-01T07:30:00Z', 'Europe/Amsterdam')).toBe('01-06-2026 09:30');
  });

  it('reads a datetime-local value back to the same input', () => {
    const iso = momentFromInput('2026-06-01T09:30')!;
    expect(inputFromMoment(iso)).toBe('2026-06-01T09:30');
    expect(momentFromInput('')).toBeNull();
    expect(momentFromInput('soon')).toBeNull();
  });
});
