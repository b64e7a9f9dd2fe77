import { describe, expect, it } from 'vitest';
import { PICTURE_MAX_BYTES } from '@fairway/contract';
import { pictureProblem, squareOf } from './picture-choice';

describe('pictureProblem', () => {
  it.each(['me.jpg', 'ME.JPEG', 'a.png', 'b.bmp', 'c.GIF'])('takes %s', (name) => {
    expect(pictureProblem({ name, size: 1000 })).toBeNull();
  });
  it.each(['me.heic', 'me.webp', 'cv.pdf', 'noextension', 'me.jpg.exe'])('refuses %s', (name) => {
    expect(pictureProblem({ name, size: 1000 })).toBe('type');
  });
  it('refuses an empty file and one over the byte limit', () => {
    expect(pictureProblem({ name: 'a.jpg', size: 0 })).toBe('size');
    expect(pictureProblem({ name: 'a.jpg', size: PICTURE_MAX_BYTES })).toBeNull();
    expect(pictureProblem({ name: 'a.jpg', size: PICTURE_MAX_BYTES + 1 })).toBe('size');
  });
});

describe('squareOf', () => {
  it('rounds the area to a square inside the picture', () => {
    expect(
      squareOf({ x: 10.4, y: 20.6, width: 99.6, height: 100.2 }, { width: 200, height: 150 }),
    ).toEqual({ x: 10, y: 21, size: 100 });
    // The cropper's rounding past the edge is pulled back in.
    expect(
      squareOf({ x: 101, y: -0.4, width: 100, height: 100 }, { width: 200, height: 100 }),
    ).toEqual({ x: 100, y: 0, size: 100 });
  });
});
