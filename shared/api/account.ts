import { z } from 'zod';

/** GET /api/account/activity: the caller's own recent account events, newest first. */
export const accountActivitySchema = z.object({
  events: z.array(
    z.object({
      action: z.string(),
      actionType: z.string(),
      success: z.boolean(),
      ipAddress: z.string(),
      userAgent: z.string(),
      errorMessage: z.string().optional(),
      timestamp: z.string(),
    }),
  ),
});
export type AccountActivity = z.infer<typeof accountActivitySchema>;
