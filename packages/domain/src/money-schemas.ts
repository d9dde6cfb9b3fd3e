import { z } from 'zod';
import { AMOUNT_MESSAGE, rupeesToPaise } from './money.ts';

// Apart from money.ts, whose formatting the first screen uses: a module that defines a zod schema
// brings all of zod into the chunk that imports it.

/**
 * A typed rupee amount ('125.50', '1,250') parsed to paise with rupeesToPaise, for forms: a seva's rate
 * and charges, a dakshina, a refund. `safeParse` gives the paise or AMOUNT_MESSAGE.
 */
export const RupeesTextSchema = z.string().transform((text, context) => {
  try {
    return rupeesToPaise(text);
  } catch {
    context.addIssue({ code: 'custom', message: AMOUNT_MESSAGE });
    return z.NEVER;
  }
});
