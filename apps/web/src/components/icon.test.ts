import { add, chevronForward, golfOutline, notificationsOutline } from 'ionicons/icons';
import { describe, expect, it } from 'vitest';
import { iconSvg } from './icon';

describe('iconSvg', () => {
  it('takes the viewBox and the drawing out of an ionicons data URL', () => {
    const { viewBox, body } = iconSvg(chevronForward);
    expect(viewBox).toBe('0 0 512 512');
    expect(body).toMatch(/^<path d='m184 112 144 144-144 144'/);
    expect(body).not.toContain('<svg');
  });

  it('keeps every shape of a multi-part icon', () => {
    const { body } = iconSvg(golfOutline);
    expect(body.match(/<path/g)?.length).toBeGreaterThan(1);
    expect(iconSvg(notificationsOutline).body).toMatch(/^<path d='M427[^<]*\/>/);
    expect(iconSvg(add).body).toContain('ionicon-stroke-width');
  });

  it('refuses what is not an SVG', () => {
    expect(() => iconSvg('data:image/png;base64,AAAA')).toThrow('not an ionicons SVG');
  });
});
