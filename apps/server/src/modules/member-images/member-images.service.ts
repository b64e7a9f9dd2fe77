import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { NgfOrientation } from '@fairway/contract';
import {
  DECIMAL_SEPARATOR,
  formatHandicap,
  formatHandicapTenths,
  resolveLanguage,
  RECORD_SIZE,
  type Language,
} from '@fairway/golf';
import { AppError, notFound } from '../../errors';
import type { Auth } from '../../club-context/caller';
import type { ClubContext } from '../../club-context/club-context';
import type { ClubRepository } from '../club';
import { replayCards, type ScoringRecordRepository } from '../handicap';
import { fullName, type MembersRepository } from '../members';
import type { ImageLabelSource } from './image-labels';
import type { CardContent } from './ngf-card';
import { renderCard, renderSvg } from './render';
import { whsSvg, type WhsContent } from './whs-summary';

/** A rendered image and its validator (the hash of everything drawn). */
export interface MemberImage {
  png: Buffer;
  etag: string;
}

const decimalSeparator = (language: Language) => DECIMAL_SEPARATOR[language];

/**
 * The federation card (GET /api/ngfcard) and the WHS summary (GET /api/whs) as server-made PNGs.
 * An image is keyed by a hash of what it shows, so it is drawn once and drawn again only when
 * the member's index, name, club or card year changes.
 */
export class MemberImagesService {
  private readonly cache = new LRUCache<string, Promise<Buffer>>({ max: 500 });

  constructor(
    private readonly members: MembersRepository,
    private readonly clubs: ClubRepository,
    private readonly records: ScoringRecordRepository,
    private readonly labels: ImageLabelSource,
    private readonly context: ClubContext,
  ) {}

  private async member(auth: Auth) {
    const m = await this.members.findById(auth.clubId, auth.relatieId);
    if (!m) throw notFound('member');
    return m;
  }

  private cached(
    kind: string,
    content: unknown,
    draw: () => Promise<Buffer>,
  ): Promise<MemberImage> {
    const etag = `"${createHash('sha256').update(kind).update(JSON.stringify(content)).digest('base64url').slice(0, 27)}"`;
    let png = this.cache.get(etag);
    if (!png) {
      png = draw();
      this.cache.set(etag, png);
      // A failed drawing is not kept: the next request tries again.
      png.catch(() => this.cache.delete(etag));
    }
    return png.then((buffer) => ({ png: buffer, etag }));
  }

  /**
   * The member's federation card: name, GSN, home club, index, the year it is valid for and the
   * GSN as a barcode. A guest, or a player without a GSN, has no card (404 NO_CARD).
   */
  async card(auth: Auth, orientation: NgfOrientation, lang?: Language): Promise<MemberImage> {
    const [m, club] = await Promise.all([this.member(auth), this.clubs.config(auth.clubId)]);
    if (!club) throw notFound('club');
    if (m.is_gast || !m.gsn) throw new AppError('NO_CARD', 'no federation card for this member');
    const language = lang ?? resolveLanguage(m.voorkeurstaal);
    const content: CardContent = {
      name: fullName(m),
      gsn: m.gsn,
      club: club.club.naam,
      index:
        m.handicap_tenths === null
          ? null
          : formatHandicapTenths(m.handicap_tenths, {
              decimalSeparator: decimalSeparator(language),
            }),
      year: Number(this.context.nowIn(club.club.timezone).date.slice(0, 4)),
    };
    const labels = await this.labels.of(language);
    return this.cached(`card:${orientation}:${language}`, content, () =>
      renderCard(content, labels, orientation),
    );
  }

  /**
   * The member's WHS summary: index, low index, the cap that applies and the last 20
   * differentials with those that count. None before a first index (404 NO_INDEX).
   */
  async whs(auth: Auth, lang?: Language): Promise<MemberImage> {
    const m = await this.member(auth);
    if (m.handicap_tenths === null) throw new AppError('NO_INDEX', 'no handicap index yet');
    const language = lang ?? resolveLanguage(m.voorkeurstaal);
    const sep = { decimalSeparator: decimalSeparator(language) };
    const record = await this.records.processed(m.id);
    const history = replayCards(
      record.map((r) => r.card),
      m,
    );
    const latest = history.at(-1);
    const counting = new Set(latest?.used ?? []);
    const scores: WhsContent['scores'] = [];
    record.forEach(({ card }, pos) => {
      if (card.differential_tenths === null) return;
      scores.push({
        date: card.datum,
        differential: card.differential_tenths / 10,
        label: formatHandicapTenths(card.differential_tenths, sep),
        counts: counting.has(pos),
      });
    });
    const content: WhsContent = {
      name: fullName(m),
      index: formatHandicapTenths(m.handicap_tenths, sep),
      lowIndex:
        latest?.lowIndex === null || latest?.lowIndex === undefined
          ? null
          : formatHandicap(latest.lowIndex, sep),
      cap: latest?.cap ?? 'none',
      scores: scores.slice(-RECORD_SIZE),
    };
    const labels = await this.labels.of(language);
    return this.cached(`whs:${language}`, content, () => renderSvg(whsSvg(content, labels)));
  }
}
