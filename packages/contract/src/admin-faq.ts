import { z } from 'zod';
import { Id } from './common';

/**
 * The club's FAQ in the back office (role news_editor): entries in the club's order, each a
 * question and answer in Dutch, as the club writes it and every member reads it unless their
 * language has its own, and optionally in English and Estonian. Plain text: the member's screen
 * shows it as text, never as markup.
 */

/** The languages an entry may also be written in besides Dutch (faq_translations.taal). */
export const FAQ_TRANSLATIONS = ['en_US', 'et_EE'] as const;
export type FaqTranslation = (typeof FAQ_TRANSLATIONS)[number];
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 5_000;

const question = z
  .string({ error: 'a question is required' })
  .trim()
  .max(FAQ_QUESTION_MAX, { error: `a question has at most ${FAQ_QUESTION_MAX} characters` });
const answer = z
  .string({ error: 'an answer is required' })
  .trim()
  .max(FAQ_ANSWER_MAX, { error: `an answer has at most ${FAQ_ANSWER_MAX} characters` });

/** An entry's text in one language. */
export const FaqText = z.object({ vraag: z.string(), antwoord: z.string() });
export type FaqText = z.infer<typeof FaqText>;

/** The Dutch text: both parts required. */
const DutchText = z.object({
  vraag: question.min(1, { error: 'a question is required' }),
  antwoord: answer.min(1, { error: 'an answer is required' }),
});

/**
 * A translation: null, or both parts empty, for none (the member then reads the Dutch); one part
 * without the other is refused, naming the empty one.
 */
const Translation = z
  .object({ vraag: question, antwoord: answer })
  .nullable()
  .default(null)
  .superRefine((v, ctx) => {
    if (!v || (v.vraag === '') === (v.antwoord === '')) return;
    const missing = v.vraag === '' ? 'vraag' : 'antwoord';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: missing === 'vraag' ? 'a question is required' : 'an answer is required',
    });
  })
  .transform((v) => (v && v.vraag !== '' ? v : null));

/** POST /api/admin/faq and PUT /api/admin/faq/:faq_id: the entry in every language at once. */
export const AdminFaqInput = z.object({
  nl_NL: DutchText,
  en_US: Translation,
  et_EE: Translation,
});
export type AdminFaqInput = z.infer<typeof AdminFaqInput>;

export const FaqParams = z.object({ faq_id: Id });

/** PUT /api/admin/faq/:faq_id/position: the place (from 0, the top) the entry moves to. */
export const AdminFaqMove = z.object({
  position: z
    .number({ error: 'a position is a whole number from 0' })
    .int({ error: 'a position is a whole number from 0' })
    .min(0, { error: 'a position is a whole number from 0' }),
});
export type AdminFaqMove = z.infer<typeof AdminFaqMove>;

export const AdminFaqItem = z.object({
  id: z.number(),
  /** The entry's place in the club's order, from 0. */
  position: z.number(),
  nl_NL: FaqText,
  en_US: FaqText.nullable(),
  et_EE: FaqText.nullable(),
});
export type AdminFaqItem = z.infer<typeof AdminFaqItem>;

/** GET /api/admin/faq (and the answer of a move): every entry in the members' order. */
export const AdminFaqList = z.object({ items: z.array(AdminFaqItem) });
export type AdminFaqList = z.infer<typeof AdminFaqList>;
