import { describe, expect, it } from 'vitest';
import { passwordLinkToken, passwordLinkUrl } from './auth';

const token = 'jp3iYs-P3XRcCB-RKpm4SCarOqAAkTxz09vDEOwnm-w';

describe('passwordLinkToken', () => {
  it('reads the token of a link the server printed', () => {
    expect(passwordLinkToken(`#password=${token}`)).toBe(token);
    const printed = passwordLinkUrl('https://club.example/', token);
    expect(printed).toBe(`https://club.example/login#password=${token}`);
    expect(passwordLinkToken(printed.slice(printed.indexOf('#')))).toBe(token);
    expect(passwordLinkToken(`#club=3&password=${token}`)).toBe(token);
  });

  it('is null for no fragment, another fragment or a token that cannot be one', () => {
    expect(passwordLinkToken('')).toBeNull();
    expect(passwordLinkToken('#club=3')).toBeNull();
    expect(passwordLinkToken('#password=short')).toBeNull();
    expect(passwordLinkToken(`#password=${token}x`)).toBeNull();
  });
});
