import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes); algorithm 2 is Argon2id.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * True when the password matches. Without a hash (unknown user, or an account that has no password) it
 * still verifies against a dummy hash, so the answer takes as long and does not tell which case it was.
 */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-password-anyone-has');
  try {
    const matches = await verify(passwordHash ?? (await dummyHash), password);
    return passwordHash !== null && matches;
  } catch {
    return false;
  }
}
