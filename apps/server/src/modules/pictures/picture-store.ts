import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Where re-encoded pictures live, by name. The files here are the server's own output (never an
 * upload's bytes); an object store can take the place of the folder behind the same three calls.
 */
export interface PictureStore {
  put(name: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no such picture. */
  get(name: string): Promise<Buffer | null>;
  /** Removes the picture; a missing one is no error. */
  remove(name: string): Promise<void>;
}

/**
 * A name as the services make them: `<player>/<random>-<size>.jpg` (profile pictures) or
 * `news/<club>/<random>-<size>.jpg` (club-news-pictures.ts), nothing else.
 */
const NAME = /^(news\/)?\d{1,10}\/[A-Za-z0-9_-]{22}-(sm|mob|lg|xl)\.jpg$/;

function checked(name: string): string {
  if (!NAME.test(name)) throw new Error(`not a picture name: ${name}`);
  return name;
}

/** Pictures as files under one folder (DATA_DIR/pictures), written whole or not at all. */
export class FilePictureStore implements PictureStore {
  constructor(private readonly dir: string) {}

  async put(name: string, bytes: Buffer): Promise<void> {
    const file = path.join(this.dir, checked(name));
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, file);
  }

  async get(name: string): Promise<Buffer | null> {
    try {
      return await readFile(path.join(this.dir, checked(name)));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async remove(name: string): Promise<void> {
    await rm(path.join(this.dir, checked(name)), { force: true });
  }
}
