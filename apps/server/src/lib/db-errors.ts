/** The name of the unique constraint a database error violated, or null for any other error. */
export function violatedUniqueConstraint(error: unknown): string | null {
  let current: unknown = error;
  // Drizzle wraps the driver's error (pg or PGlite) in `cause`.
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    }
    current = candidate.cause;
  }
  return null;
}

/**
 * Whether PostgreSQL refused a number too large for its column (22003), e.g. an id past 2^31 − 1 in a
 * path: bad input, not a fault of ours. The statement failed, so nothing changed.
 */
export function isNumberOutOfRange(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (candidate.code === '22003') return true;
    current = candidate.cause;
  }
  return false;
}
