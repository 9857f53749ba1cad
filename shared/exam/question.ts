import { z } from 'zod';
import { blueprintArea, BLUEPRINT_CODE } from './blueprint.ts';
import { examKinds, TOPICS } from './topics.ts';

export const choiceIds = ['A', 'B', 'C', 'D'] as const;
export const itemTypes = ['standalone', 'case', 'calculation'] as const;
export type ItemType = (typeof itemTypes)[number];

const isoDate = z.iso.date('must be a date, YYYY-MM-DD');
export type ChoiceId = (typeof choiceIds)[number];

/** The real exams use four choices and never "all/none of the above". */
const CATCH_ALL = /\b(all|none|both|neither) of the (above|following)\b/i;

const choiceText = z
  .string()
  .trim()
  .min(1, 'is empty')
  .max(600, 'is longer than 600 characters')
  .refine((text) => !CATCH_ALL.test(text), 'uses "all/none of the above", which the exam never does');

export const questionSchema = z
  .object({
    id: z.string().regex(/^(BAR|SOL)-[A-Z]{2,5}-\d{4}$/, 'must look like BAR-CRIM-0001 or SOL-RE-0001'),
    exam: z.enum(examKinds),
    topic: z.string(),
    subtopic: z.string().trim().min(1, 'is empty').max(120),
    caseId: z.string().regex(/^CASE-\d{4}$/).optional(),
    stem: z.string().trim().min(20, 'is shorter than 20 characters').max(3000),
    choices: z.object({ A: choiceText, B: choiceText, C: choiceText, D: choiceText }).strict(),
    correctChoice: z.enum(choiceIds, 'must be one of A, B, C or D'),
    explanations: z
      .object({ A: z.string().trim().min(10), B: z.string().trim().min(10), C: z.string().trim().min(10), D: z.string().trim().min(10) })
      .strict(),
    ruleReference: z.string().trim().min(3, 'is empty').max(200),
    openBookLocation: z.string().trim().max(200).optional(),
    difficulty: z.enum(['easy', 'medium', 'hard']),
    status: z.enum(['draft', 'reviewed', 'published']),
    version: z.number().int().min(1),
    /** The date the law in the question, its key and its explanations are stated as of. */
    lawAsOf: isoDate,
    /** The second pass: who re-read the question against its source, and when. Required to publish. */
    reviewedBy: z.string().trim().min(2).max(100).optional(),
    reviewedAt: isoDate.optional(),
    /** The blueprint area (shared/exam/blueprint.ts), e.g. BAR-CIV.05. */
    blueprint: z.string().regex(BLUEPRINT_CODE, 'must look like BAR-CIV.05'),
    /** Standalone, part of a case (with caseId), or a calculation. */
    itemType: z.enum(itemTypes),
    /** A practice-management point (the LSO tests it across topics). */
    practiceManagement: z.literal(true).optional(),
    /** For a date-sensitive item (a limit, threshold or recent bill): what would make it stale. */
    watch: z.string().trim().min(10).max(500).optional(),
    /** An author's or reviewer's note, never shown to candidates (why a draft is still a draft). */
    note: z.string().trim().min(3).max(1000).optional(),
  })
  .strict()
  .superRefine((question, ctx) => {
    if (question.status === 'published' && !(question.reviewedBy && question.reviewedAt)) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'is published without a second-pass review (reviewedBy and reviewedAt)' });
    }
    if (question.reviewedAt && question.reviewedAt < question.lawAsOf) {
      ctx.addIssue({ code: 'custom', path: ['reviewedAt'], message: `is before lawAsOf (${question.lawAsOf}): the review must check the law as stated` });
    }
    const area = blueprintArea(question.blueprint);
    if (!area) ctx.addIssue({ code: 'custom', path: ['blueprint'], message: `${question.blueprint} is not an area of the blueprint (shared/exam/blueprint.ts)` });
    else if ((area.topic.exam !== question.exam || area.topic.topic !== question.topic) && TOPICS[question.exam].some((t) => t === question.topic)) {
      ctx.addIssue({ code: 'custom', path: ['blueprint'], message: `${question.blueprint} is an area of ${area.topic.exam} ${area.topic.topic}, not of this question's topic` });
    }
    if ((question.itemType === 'case') !== Boolean(question.caseId)) {
      ctx.addIssue({ code: 'custom', path: ['itemType'], message: question.caseId ? 'must be case for a question with a caseId' : 'is case but the question has no caseId' });
    }
    const topics: readonly string[] = TOPICS[question.exam];
    if (!topics.includes(question.topic)) {
      ctx.addIssue({ code: 'custom', path: ['topic'], message: `must be one of the ${question.exam} topics: ${topics.join(', ')}` });
    }
    const prefix = question.exam === 'barrister' ? 'BAR-' : 'SOL-';
    if (!question.id.startsWith(prefix)) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: `must start with ${prefix} for a ${question.exam} question` });
    }
    const texts = Object.values(question.choices).map((text) => text.toLowerCase());
    if (new Set(texts).size !== texts.length) ctx.addIssue({ code: 'custom', path: ['choices'], message: 'has two identical choices' });
  });

export type Question = z.infer<typeof questionSchema>;

/** A fact pattern that several questions share, shown beside each of them. */
export const caseTextSchema = z
  .object({
    id: z.string().regex(/^CASE-\d{4}$/, 'must look like CASE-0001'),
    title: z.string().trim().min(3).max(200),
    text: z.string().trim().min(50).max(10_000),
  })
  .strict();
export type CaseText = z.infer<typeof caseTextSchema>;
