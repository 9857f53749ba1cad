import { z } from 'zod';

/** GET /api/performance: progress over time, from the candidate's completed attempts. */
const windowSchema = z.object({ attempts: z.number().int(), questions: z.number().int(), averageScore: z.number().nullable(), studyDays: z.number().int() });
export type PerformanceWindow = z.infer<typeof windowSchema>;

export const performanceResponseSchema = z.object({
  stats: z.object({ completedExams: z.number().int(), averageScore: z.number().nullable(), currentStreak: z.number().int() }),
  scoreTrend: z.array(z.object({ attemptId: z.string(), completedAt: z.string(), templateName: z.string(), score: z.number(), secondsPerQuestion: z.number() })),
  topics: z.array(
    z.object({
      topic: z.string(),
      correct: z.number().int(),
      total: z.number().int(),
      accuracy: z.number(),
      /** Accuracy in each attempt that had the topic, oldest first. */
      history: z.array(z.object({ completedAt: z.string(), accuracy: z.number() })),
    }),
  ),
  weekly: z.object({ current: windowSchema, previous: windowSchema, scoreChange: z.number().nullable() }),
  monthly: windowSchema,
  /** Topics averaging under 70%, weakest first, at most 2. */
  improvementAreas: z.array(z.object({ topic: z.string(), accuracy: z.number() })).max(2),
});
export type PerformanceResponse = z.infer<typeof performanceResponseSchema>;
