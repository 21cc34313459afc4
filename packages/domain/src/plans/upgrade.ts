import { z } from 'zod';
import { idSchema } from '../validation/id.js';
import { msg } from '../validation/messages.js';
import { ORDER_MAX_QUANTITY } from './subscriptions.js';

/** POST api/evaluar/change/upgrade's body (spec 3 section 7): what to buy, for which subscription item. */
export const upgradeSchema = z.object({
  companyId: idSchema,
  subscriptionId: idSchema,
  /** The subscription item (the company's plan) the order changes; absent for a plan the company lacks. */
  itemId: idSchema.nullish(),
  productId: idSchema,
  quantity: z
    .number({ error: msg('numeric') })
    .int(msg('numeric'))
    .min(1, msg('min_value'))
    .max(ORDER_MAX_QUANTITY, msg('max_value')),
});
export type UpgradeInput = z.infer<typeof upgradeSchema>;
