import type { z } from 'zod';

/**
 * Plain sentences for the checks no schema words itself (a blank number, a text too long), in place of
 * zod's own ("Invalid input: expected number, received NaN"). Schemas that give a message keep it:
 * zod asks this only for issues without one. Answers undefined to leave zod's text.
 */
export function schemaIssueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int') return ENTER_A_NUMBER;
      return issue.input === undefined || issue.input === null ? REQUIRED : undefined;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? REQUIRED : `At least ${issue.minimum} characters`;
      }
      if (issue.origin === 'number') return `At least ${issue.minimum}`;
      return undefined;
    case 'too_big':
      if (issue.origin === 'string') return `At most ${issue.maximum} characters`;
      if (issue.origin === 'number') return `At most ${issue.maximum}`;
      return undefined;
    default:
      return undefined;
  }
}

export const ENTER_A_NUMBER = 'Enter a number';
export const REQUIRED = 'This field is required';
