import { z } from 'zod';
import { msg } from '../validation/messages.js';
import { ANSWER_TEXT_MAX } from './protocol.js';

/*
 * Apart from protocol.ts so that its constants carry no zod: the candidate portal's first screen
 * reads them and must stay small (issue 17's 150 kB budget).
 */

/** The answer the candidate sends, one per question, of the question's kind. */
export const answerValueSchema = z.discriminatedUnion('kind', [
  z
    .object({ kind: z.literal('DISC_GROUP'), most: z.string().min(1).max(64), least: z.string().min(1).max(64) })
    .refine((value) => value.most !== value.least, { message: msg('duplicate'), path: ['least'] }),
  z.object({ kind: z.literal('LIKERT'), value: z.number().int().min(1).max(5) }),
  // null: left blank (the clock ran out, or the candidate skipped it).
  z.object({ kind: z.literal('SINGLE_CHOICE'), optionId: z.string().min(1).max(64).nullable() }),
  z.object({ kind: z.literal('OPEN_TEXT'), text: z.string().max(ANSWER_TEXT_MAX, msg('max')) }),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;
