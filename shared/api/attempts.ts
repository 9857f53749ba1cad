import { z } from 'zod';
import { choiceIds } from '../exam/question.ts';

/** The exam engine's API: starting, reading, answering and submitting an attempt, and history. */
export const attemptStatuses = ['started', 'in_progress', 'completed', 'abandoned'] as const;
export const attemptModes = ['timed', 'tutor'] as const;
const QUESTION_ID = /^(BAR|SOL)-[A-Z]{2,5}-\d{4}$/;

export const startAttemptRequestSchema = z
  .object({
    examTemplateId: z.string().trim().min(1).max(100),
    /** Start over: abandon the open attempt for this template instead of resuming it. */
    restart: z.boolean().optional(),
    /** Tutor mode (quizzes only) reveals each answer once it is chosen; timed is the default. */
    mode: z.enum(attemptModes).optional(),
  })
  .strict();
export type StartAttemptRequest = z.infer<typeof startAttemptRequestSchema>;

export const attemptPathSchema = z.object({ attemptId: z.uuid('Unknown attempt') });
export const responsePathSchema = attemptPathSchema.extend({ questionId: z.string().regex(QUESTION_ID, 'Unknown question') });
export const partPathSchema = attemptPathSchema.extend({
  part: z.string().regex(/^\d{1,2}$/, 'Unknown part').transform(Number),
});

/** A highlighted stretch of a question's stem, as character offsets [start, end). */
export const highlightSchema = z
  .object({ start: z.number().int().min(0).max(3000), end: z.number().int().min(1).max(3000) })
  .strict()
  .refine((h) => h.end > h.start, 'end must be after start');
export type Highlight = z.infer<typeof highlightSchema>;

export const saveResponseRequestSchema = z
  .object({
    choice: z.enum(choiceIds).nullable().optional(),
    flagged: z.boolean().optional(),
    struckOut: z.array(z.enum(choiceIds)).max(4).optional(),
    /** Seconds spent on the question since the last save; added to the total. */
    secondsSpent: z.number().int().min(0).max(3600).optional(),
    confidence: z.enum(['sure', 'unsure']).nullable().optional(),
    highlights: z.array(highlightSchema).max(50).optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to save');
export type SaveResponseRequest = z.infer<typeof saveResponseRequestSchema>;

export const positionRequestSchema = z.object({ questionIndex: z.number().int().min(0).max(999) }).strict();
export const NOTES_MAX_LENGTH = 20_000;
export const notesRequestSchema = z.object({ text: z.string().max(NOTES_MAX_LENGTH, `Notes are at most ${NOTES_MAX_LENGTH} characters`) }).strict();
/** No body (or no part) submits the whole attempt; a part submits only that part. */
export const submitRequestSchema = z
  .object({ part: z.number().int().min(0).max(9).optional() })
  .strict()
  .optional();

export const partSchema = z.object({
  questionCount: z.number().int(),
  durationSeconds: z.number().int(),
  /** The break after this part (absent on the last part). */
  breakSeconds: z.number().int().optional(),
});

export const attemptSummarySchema = z.object({
  id: z.string(),
  examTemplateId: z.string(),
  templateName: z.string(),
  examType: z.string(),
  mode: z.enum(attemptModes),
  timeMultiplier: z.number(),
  status: z.enum(attemptStatuses),
  currentQuestionIndex: z.number().int().nonnegative(),
  startedAt: z.string(),
  /** When the running part ends (on a break: the latest the next part can end). */
  deadline: z.string(),
  parts: z.array(partSchema),
  currentPart: z.number().int().nonnegative(),
  partStartedAt: z.string().nullable(),
  breakEndsAt: z.string().nullable(),
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
  highlights: z.array(highlightSchema),
});
export type AttemptResponse = z.infer<typeof responseSchema>;

const choiceTexts = z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() });

/** What a question reveals once it may: after submission, or in tutor mode once answered. */
export const questionReviewSchema = z.object({
  correctChoice: z.enum(choiceIds),
  explanations: choiceTexts,
  ruleReference: z.string(),
  openBookLocation: z.string().nullable(),
  subtopic: z.string(),
});
export type QuestionReview = z.infer<typeof questionReviewSchema>;

/**
 * A question as the candidate sees it: no correct choice or explanations before they may see them.
 * Its choices, its review and the attempt's responses are keyed A-D in the order this attempt
 * shows them (shared/exam/choice-order.ts), not the bank's.
 */
export const presentedQuestionSchema = z.object({
  id: z.string(),
  /** 1-based position in the whole attempt. */
  number: z.number().int().positive(),
  topic: z.string(),
  stem: z.string(),
  choices: choiceTexts,
  caseId: z.string().optional(),
  review: questionReviewSchema.optional(),
});
export type PresentedQuestion = z.infer<typeof presentedQuestionSchema>;

export const attemptDetailSchema = z.object({
  attempt: attemptSummarySchema,
  /** While open, the running part's questions only; once completed, all of them. */
  questions: z.array(presentedQuestionSchema),
  cases: z.record(z.string(), z.object({ title: z.string(), text: z.string() })),
  responses: z.record(z.string(), responseSchema),
  notes: z.string(),
  serverNow: z.string(),
  /**
   * Set when the caller's access to the attempt's pack has ended (refunded or expired): the score
   * and answers stay, the questions, cases and explanations are not served (questions and cases empty).
   */
  contentWithheld: z.object({ reason: z.literal('access_ended'), message: z.string() }).optional(),
});
export type AttemptDetail = z.infer<typeof attemptDetailSchema>;

export const saveResponseResultSchema = z.object({ status: z.literal('saved'), review: questionReviewSchema.optional() });
export type SaveResponseResult = z.infer<typeof saveResponseResultSchema>;

export const historyQuerySchema = z
  .object({
    status: z.literal('completed').default('completed'),
    limit: z
      .string()
      .regex(/^\d{1,2}$/, 'must be a number from 1 to 50')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 50, 'must be a number from 1 to 50')
      .default(20),
    cursor: z.string().max(500).optional(),
  })
  .strict();

export const historyItemSchema = z.object({
  attemptId: z.string(),
  examTemplateId: z.string(),
  templateName: z.string(),
  examType: z.string(),
  mode: z.enum(attemptModes),
  score: z.number(),
  correctCount: z.number().int(),
  totalQuestions: z.number().int(),
  timeTakenSeconds: z.number().int(),
  completedAt: z.string(),
  /** How each topic went (for performance over time). */
  topics: z.array(z.object({ topic: z.string(), correct: z.number().int(), total: z.number().int(), seconds: z.number() })),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const historyResponseSchema = z.object({ items: z.array(historyItemSchema), nextCursor: z.string().nullable() });
export type HistoryResponse = z.infer<typeof historyResponseSchema>;
