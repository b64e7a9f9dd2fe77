import { randomBytes } from 'node:crypto';
import { notFound } from '../../errors';
import type { PictureStore } from './picture-store';
import type { RenderedPicture } from './profile-picture.service';

const URL_PREFIX = '/api/news/pictures/';
/** The size a news post shows: the largest of the profile picture's renderings. */
const SHOWN = 'xl';
const NAME = /^[A-Za-z0-9_-]{22}-xl\.jpg$/;

/**
 * A news post's picture: uploaded, checked and re-encoded as a profile picture
 * (ProfilePictureService.admit/render) but kept whole in its own proportions, and kept in the same store under `news/<club>/`. Any
 * member of the club may read the club's news pictures (their names are random, as a profile
 * picture's are); the post itself is what the audience rule guards.
 */
export class NewsPictures {
  constructor(private readonly store: PictureStore) {}

  /** Stores the rendered picture for the club; answers its URL. */
  async put(clubId: number, picture: RenderedPicture): Promise<string> {
    const file = picture.files.find((f) => f.suffix === SHOWN)!;
    const name = `${randomBytes(16).toString('base64url')}-${SHOWN}.jpg`;
    await this.store.put(`news/${clubId}/${name}`, file.bytes);
    return URL_PREFIX + name;
  }

  /** Removes a picture this class stored for the club; any other URL is left alone. */
  async remove(clubId: number, url: string | null): Promise<void> {
    const name = url?.startsWith(URL_PREFIX) ? url.slice(URL_PREFIX.length) : null;
    if (name && NAME.test(name))
      await this.store.remove(`news/${clubId}/${name}`).catch(() => undefined);
  }

  async read(clubId: number, name: string): Promise<Buffer> {
    if (!NAME.test(name)) throw notFound('picture');
    const bytes = await this.store.get(`news/${clubId}/${name}`);
    if (!bytes) throw notFound('picture');
    return bytes;
  }
}
