import { hash, verify, type Options } from '@node-rs/argon2';

/** OWASP's argon2id parameters (docs/QUALITY.md "Security"): m=19456 KiB, t=2, p=1. */
// algorithm 2 is Argon2id (a const enum in the package's types, so it is written as its value).
const OPTIONS: Options = {
  algorithm: 2 as NonNullable<Options['algorithm']>,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified when the account does not exist, so that a wrong username costs as much time as a
// wrong password and the answer time does not tell which one was wrong.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(phc: string | null, password: string): Promise<boolean> {
  if (!phc) {
    dummyHash ??= hashPassword('fairway-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}
