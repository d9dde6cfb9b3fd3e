import { z } from 'zod';
import { ISO_DATE_MESSAGE, isIsoDate } from './calendar.ts';

/** A calendar day as the API speaks it (calendar.ts), checked. */
export const IsoDateSchema = z.string().refine(isIsoDate, ISO_DATE_MESSAGE);
