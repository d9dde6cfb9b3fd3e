/**
 * LIKE and ILIKE patterns built from what a person typed, with its `%`, `_` and `\` matched literally:
 * each is escaped with a backslash, PostgreSQL's default LIKE escape character (no ESCAPE clause needed).
 * Every search in a repository builds its pattern here, so none can forget a wildcard.
 */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Matches `text` anywhere: `ilike(column, containing(search))`. */
export function containing(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** Matches values that begin with `text`. */
export function startingWith(text: string): string {
  return `${escapeLike(text)}%`;
}
