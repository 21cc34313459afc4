import { z } from 'zod';

/** The notification preferences form: the bell and e-mail, each on or off. */
export const notificationPreferencesSchema = z.object({ inApp: z.boolean(), email: z.boolean() });
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesSchema>;
