import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPictureBytes, sniffKind } from './picture-bytes';

const solid = () => sharp({ create: { width: 8, height: 6, channels: 3, background: '#2a7' } });

describe('sniffKind', () => {
  it('reads the kind from the magic bytes, whatever the name', async () => {
    expect(sniffKind(await solid().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffKind(await solid().png().toBuffer())).toBe('png');
    expect(sniffKind(await solid().gif().toBuffer())).toBe('gif');
    expect(sniffKind(await solid().webp().toBuffer())).toBeNull();
    expect(sniffKind(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

describe('readPictureBytes', () => {
  it('finds the end of a progressive JPEG, a PNG and a GIF exactly at the file end', async () => {
    for (const b of [
      await solid().jpeg({ progressive: true }).toBuffer(),
      await solid().png().toBuffer(),
      await solid().gif().toBuffer(),
    ])
      expect(readPictureBytes(b).end).toBe(b.length);
  });

  it('counts GIF frames and reads its logical screen', async () => {
    const facts = readPictureBytes(await solid().gif().toBuffer());
    expect(facts).toMatchObject({ kind: 'gif', width: 8, height: 6, frames: 1 });
  });

  it('refuses data after the end, a cut-short file and an empty one', async () => {
    const png = await solid().png().toBuffer();
    expect(() => readPictureBytes(Buffer.concat([png, Buffer.from('PK\x03\x04')]))).toThrow(
      /other data after the picture/,
    );
    expect(() => readPictureBytes(png.subarray(0, png.length - 5))).toThrow(/damaged or cut short/);
    expect(() => readPictureBytes(Buffer.alloc(0))).toThrow(/empty/);
  });
});
