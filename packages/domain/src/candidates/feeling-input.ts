import { z } from 'zod';
import type { Feeling } from '../enums.js';
import { msg } from '../validation/messages.js';
import { FEELING_NAMES } from './feelings.js';

// Apart from feelings.ts, whose constants every candidate list uses: a schema built at a module's top
// level keeps the module, and zod with it, in a web bundle.

/** A feeling as a request sends it: one of the names, or null to clear the reviewer's feeling. */
export const feelingInputSchema = z.enum(FEELING_NAMES as [Feeling, ...Feeling[]], { error: msg('regex') }).nullable();
