import { z } from 'zod';

/**
 * The diagnostic report (learning-area §3): performanceMetrics computed from the attempt, and the
 * comprehensiveAnalysis written from them. Field names are the spec's.
 */
export const efficiencies = ['Fast', 'On Pace', 'Slow'] as const;

export const topicPerformanceEntrySchema = z.object({
  topicName: z.string(),
  accuracy: z.number(),
  efficiency: z.enum(efficiencies),
  correctCount: z.number().int(),
  totalCount: z.number().int(),
  averageTime: z.number(),
});
export type TopicPerformanceEntry = z.infer<typeof topicPerformanceEntrySchema>;

export const performanceMetricsSchema = z.object({
  overallPerformance: z.object({
    examName: z.string(),
    completionDate: z.string(),
    totalQuestions: z.number().int(),
    finalScore: z.number(),
    correctCount: z.number().int(),
    unansweredCount: z.number().int(),
    /** Seconds. */
    averageTimePerQuestion: z.number(),
    /** Seconds. */
    totalTimeSpent: z.number(),
    /** The pace the exam allows, seconds per question (the yardstick for Fast and Slow). */
    targetTimePerQuestion: z.number(),
  }),
  topicPerformance: z.object({
    strongest: z.array(topicPerformanceEntrySchema).max(3),
    weakest: z.array(topicPerformanceEntrySchema).max(3),
    all: z.array(topicPerformanceEntrySchema),
  }),
  /** Present only when the attempt had professional responsibility questions. */
  professionalResponsibility: z
    .object({ score: z.number(), correctCount: z.number().int(), totalCount: z.number().int(), averageTime: z.number() })
    .nullable(),
  timingAnalysis: z.object({
    averageTimeCorrect: z.number(),
    averageTimeIncorrect: z.number(),
    timeSinkQuestions: z.array(z.object({ questionNumber: z.number().int(), questionId: z.string(), timeSpent: z.number(), correct: z.boolean() })).max(3),
  }),
});
export type PerformanceMetrics = z.infer<typeof performanceMetricsSchema>;

export const studyPriorities = ['IMMEDIATE_INTERVENTION_REQUIRED', 'HIGH', 'MODERATE', 'LOW'] as const;
export type StudyPriority = (typeof studyPriorities)[number];

export const studyGuideEntrySchema = z.object({
  questionId: z.string(),
  questionNumber: z.number().int(),
  topic: z.string(),
  timeSpent: z.number(),
  mistakeSummary: z.string(),
  recommendation: z.string(),
  ruleReference: z.string(),
});
export type StudyGuideEntry = z.infer<typeof studyGuideEntrySchema>;

export const comprehensiveAnalysisSchema = z.object({
  overallPerformanceInsight: z.string(),
  topicAnalysisInsight: z.string(),
  professionalResponsibilityFocus: z
    .object({ studyPriority: z.enum(studyPriorities), insight: z.string(), criticalWeaknesses: z.array(z.string()) })
    .nullable(),
  timingAnalysisInsight: z.string(),
  actionableStudyGuide: z.array(studyGuideEntrySchema),
  comprehensiveStudyStrategy: z.string(),
  personalizedActionPlan: z.array(z.string()),
  deansPerspective: z.object({ encouragement: z.string() }),
});
export type ComprehensiveAnalysis = z.infer<typeof comprehensiveAnalysisSchema>;

export const reportSchema = z.object({
  id: z.string(),
  examAttemptId: z.string(),
  generatedAt: z.string(),
  /** Which writer produced the prose: the built-in one, or Bedrock (validated, with the same facts). */
  engine: z.enum(['deterministic', 'bedrock']),
  reportData: z.object({
    performanceMetrics: performanceMetricsSchema,
    comprehensiveAnalysis: comprehensiveAnalysisSchema,
    processingTimeMs: z.number(),
  }),
});
export type Report = z.infer<typeof reportSchema>;

export const reportPathSchema = z.object({ attemptId: z.uuid('Unknown attempt') });
export const reportVersionPathSchema = reportPathSchema.extend({ reportId: z.uuid('Unknown report') });

/**
 * GET /api/reports/{attemptId} while the report of a just-completed attempt is still being
 * written (it is built off the request path): 202 with Retry-After.
 */
export const reportPendingSchema = z.object({ status: z.literal('processing'), message: z.string() });
export type ReportPending = z.infer<typeof reportPendingSchema>;
