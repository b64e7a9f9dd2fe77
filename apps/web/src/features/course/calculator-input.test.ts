import { describe, expect, it } from 'vitest';
import { readIndexInput } from './calculator-input';

describe('readIndexInput (spec §5 calculator)', () => {
  it.each([
    ['18,4', '18', '4'],
    ['18.4', '18', '4'],
    ['7', '7', '0'],
    ['+1,2', '+1', '2'],
    [' 54 ', '54', '0'],
  ])('reads %j as %s and %s', (text, integer, fraction) => {
    expect(readIndexInput(text)).toEqual({ parts: { integer, fraction } });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['123', 'invalid'],
    ['abc', 'invalid'],
    ['18,45', 'invalid'],
    ['-3', 'invalid'],
    ['54,1', 'range'],
    ['+10,1', 'range'],
  ])('refuses %j: %s', (text, error) => {
    expect(readIndexInput(text)).toEqual({ error });
  });
});
