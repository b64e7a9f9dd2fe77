import { FIRST_SCREEN_PAYLOAD_ID } from '@fairway/contract';

/**
 * The answers to a member's first screen's calls that the server put in the page it sent
 * (apps/server/src/plugins/first-screen.ts), read once from the document. Each answer is used once,
 * in place of its request; later calls go to the server as usual.
 */
export interface FirstScreenPayload {
  /** The language the server wrote the screen in: the member's own (spec §4). */
  language: string;
  /** Reply bodies by request path (with its query string), as the server would have sent them. */
  answers: Record<string, unknown>;
}

let payload: FirstScreenPayload | null | undefined;

function isPayload(value: unknown): value is FirstScreenPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { language, answers } = value as Record<string, unknown>;
  return typeof language === 'string' && typeof answers === 'object' && answers !== null;
}

function read(): FirstScreenPayload | null {
  if (payload !== undefined) return payload;
  payload = null;
  if (typeof document === 'undefined') return payload;
  const element = document.getElementById(FIRST_SCREEN_PAYLOAD_ID);
  if (!element?.textContent) return payload;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (isPayload(parsed)) payload = parsed;
  } catch {
    // A page without usable answers just makes its calls.
  }
  element.remove();
  return payload;
}

/** The server's answer to GET `path` from the page, once; undefined when it gave none. */
export function takeFirstAnswer(path: string): { data: unknown } | undefined {
  const answers = read()?.answers;
  if (!answers || !Object.hasOwn(answers, path)) return undefined;
  const data = answers[path];
  delete answers[path];
  return { data };
}

/** Whether the page came with the server's answers to its first screen's calls. */
export const hasFirstAnswers = (): boolean => read() !== null;

/** The language the server wrote the first screen in, when it wrote one. */
export function firstScreenLanguage(): string | undefined {
  return read()?.language;
}
