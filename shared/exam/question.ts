import { z } from 'zod';
import { examKinds, TOPICS } from './topics.ts';

export const choiceIds = ['A', 'B', 'C', 'D'] as const;
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
  })
  .strict()
  .superRefine((question, ctx) => {
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
