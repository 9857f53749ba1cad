import { z } from 'zod';
import { choiceIds } from '../exam/question.ts';

export const attemptStatuses = ['started', 'in_progress', 'completed', 'abandoned'] as const;

export const startAttemptRequestSchema = z
  .object({
    examTemplateId: z.string().trim().min(1).max(100),
    /** Start over: abandon the open attempt for this template instead of resuming it. */
    restart: z.boolean().optional(),
  })
  .strict();

export const attemptPathSchema = z.object({ attemptId: z.uuid('Unknown attempt') });
export const responsePathSchema = attemptPathSchema.extend({ questionId: z.string().regex(/^(BAR|SOL)-[A-Z]{2,5}-\d{4}$/, 'Unknown question') });

export const saveResponseRequestSchema = z
  .object({
    choice: z.enum(choiceIds).nullable().optional(),
    flagged: z.boolean().optional(),
    struckOut: z.array(z.enum(choiceIds)).max(4).optional(),
    /** Seconds spent on the question since the last save; added to the total. */
    secondsSpent: z.number().int().min(0).max(3600).optional(),
    confidence: z.enum(['sure', 'unsure']).nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to save');
export type SaveResponseRequest = z.infer<typeof saveResponseRequestSchema>;

export const attemptSummarySchema = z.object({
  id: z.string(),
  examTemplateId: z.string(),
  status: z.enum(attemptStatuses),
  currentQuestionIndex: z.number().int().nonnegative(),
  startedAt: z.string(),
  deadline: z.string(),
  completedAt: z.string().nullable(),
  score: z.number().nullable(),
  correctCount: z.number().int().nullable(),
  totalQuestions: z.number().int(),
  timeTakenSeconds: z.number().int().nullable(),
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;

export const responseSchema = z.object({
  choice: z.enum(choiceIds).nullable(),
  flagged: z.boolean(),
  struckOut: z.array(z.enum(choiceIds)),
  secondsSpent: z.number().int(),
  confidence: z.enum(['sure', 'unsure']).nullable(),
});
export type AttemptResponse = z.infer<typeof responseSchema>;

/** A question as the candidate sees it: no correct choice or explanations before submission. */
export const presentedQuestionSchema = z.object({
  id: z.string(),
  topic: z.string(),
  stem: z.string(),
  choices: z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() }),
  caseId: z.string().optional(),
  /** Present only after the attempt is completed. */
  review: z
    .object({
      correctChoice: z.enum(choiceIds),
      explanations: z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() }),
      ruleReference: z.string(),
    })
    .optional(),
});

export const attemptDetailSchema = z.object({
  attempt: attemptSummarySchema,
  questions: z.array(presentedQuestionSchema),
  responses: z.record(z.string(), responseSchema),
  serverNow: z.string(),
});
export type AttemptDetail = z.infer<typeof attemptDetailSchema>;
