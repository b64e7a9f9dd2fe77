import { createInstance, type TFunction } from 'i18next';
import { NOTIFICATION_TEXTS, notificationValues } from '@fairway/contract';
import { LANGUAGES, resolveLanguage, type Language } from '@fairway/golf';
import type { ChannelMessage, MessageChannel } from '../../lib/message-channel';
import type { MembersRepository } from '../members';
import type { NotificationChannel, OutgoingNotification } from './dispatcher';

/** The screen a notification without a link of its own opens: the inbox. */
const INBOX = '/app/notifications';

/**
 * A notification's title and text in `language`, from the contract's notification texts (the
 * app's inbox reads the same ones): the kind's name as the title, its sentence as the body.
 */
export class NotificationRenderer {
  private readonly t: Promise<TFunction>;

  constructor() {
    const i18n = createInstance();
    this.t = i18n
      .init({
        lng: 'nl_NL',
        supportedLngs: [...LANGUAGES],
        fallbackLng: false,
        resources: Object.fromEntries(
          LANGUAGES.map((l) => [l, { translation: NOTIFICATION_TEXTS[l] }]),
        ),
        // Plain text for push and mail: nothing is HTML-escaped.
        interpolation: { escapeValue: false },
      })
      .then(() => i18n.t);
  }

  async render(
    n: Pick<OutgoingNotification, 'kind' | 'params' | 'link'>,
    language: Language,
  ): Promise<Pick<ChannelMessage, 'title' | 'body' | 'url' | 'tag'>> {
    const t = await this.t;
    return {
      title: t(`notifications.kindName.${n.kind}`, { lng: language }),
      body: t(`notifications.kind.${n.kind}`, {
        ...notificationValues(n.params, (key) => t(key, { lng: language })),
        lng: language,
      }),
      url: n.link ?? INBOX,
      // A newer notification of the same kind about the same screen (the second reminder)
      // replaces the first on the device.
      tag: `${n.kind}:${n.link ?? ''}`,
    };
  }
}

/**
 * The dispatcher's channel for a way out that takes rendered messages (push, email): renders the
 * notification in the member's language (`voorkeurstaal`, nl_NL when unset or unknown) and hands
 * it over.
 */
export class RenderedChannel implements NotificationChannel {
  readonly name: NotificationChannel['name'];

  constructor(
    private readonly out: MessageChannel & { name: NotificationChannel['name'] },
    private readonly renderer: NotificationRenderer,
    private readonly members: Pick<MembersRepository, 'findById'>,
  ) {
    this.name = out.name;
  }

  async deliver(n: OutgoingNotification): Promise<void> {
    const member = await this.members.findById(n.clubId, n.relatieId);
    if (!member) return;
    const text = await this.renderer.render(n, resolveLanguage(member.voorkeurstaal));
    await this.out.deliver({ clubId: n.clubId, relatieId: n.relatieId, ...text });
  }
}
