import { z } from 'zod';

/** GET /api/content: the practice content items (learning-area §3), with access and availability. */
export const contentItemSchema = z.object({
  packName: z.string(),
  contentItemId: z.string(),
  name: z.string(),
  description: z.string(),
  questionCount: z.number().int().nonnegative(),
  durationMinutes: z.number().int().positive(),
  /** Parts and break, for a template sat in more than one part (a full exam). */
  format: z
    .object({
      parts: z.array(z.object({ questionCount: z.number().int().positive(), minutes: z.number().int().positive() })),
      breakMinutes: z.number().int().nonnegative(),
    })
    .optional(),
  status: z.enum(['Completed', 'In Progress', 'Not Started']),
  attemptId: z.string().nullable(),
  examType: z.string(),
  /** False until the user owns a pack that contains the item. */
  unlocked: z.boolean(),
  /** The packs that unlock a locked item. */
  unlockedBy: z.array(z.string()),
  /** False while the bank does not yet hold all of the item's questions ("coming soon"). */
  available: z.boolean(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentResponseSchema = z.object({
  accessTier: z.enum(['free', 'barrister', 'solicitor', 'complete']),
  items: z.array(contentItemSchema),
});
export type ContentResponse = z.infer<typeof contentResponseSchema>;
