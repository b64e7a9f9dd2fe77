import { z } from 'zod';

/** POST /api/feedback (spec §3 Feedback, §5: 'feedback field cannot be empty'). */
export const FeedbackRequest = z.object({
  subject: z.string().trim().max(200).default(''),
  feedback: z.string().trim().min(1, { error: 'feedback field cannot be empty' }).max(5000),
});
export type FeedbackRequest = z.infer<typeof FeedbackRequest>;

/** "returns status and sender": the sender is the member as the club will see them. */
export const FeedbackResponse = z.object({
  status: z.literal('success'),
  sender: z.object({ naam: z.string(), email: z.string().nullable() }),
});
export type FeedbackResponse = z.infer<typeof FeedbackResponse>;

/** GET /api/faq: the club's FAQ, falling back to the federation's entries. */
export const FaqEntry = z.object({ id: z.number(), vraag: z.string(), antwoord: z.string() });
export const FaqResponse = z.array(FaqEntry);
export type FaqEntry = z.infer<typeof FaqEntry>;
