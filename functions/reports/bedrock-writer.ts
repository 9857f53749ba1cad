import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { z } from 'zod';
import type { ComprehensiveAnalysis, PerformanceMetrics } from '#shared/api/reports';
import { logger } from '../lib/logger.ts';

/**
 * An optional writer that asks an Amazon Bedrock model to rewrite the report's prose in a warmer,
 * more personal voice. It only ever changes wording: the facts (question ids, topics, times, rule
 * references, priorities, weaknesses) are copied from the deterministic analysis, the answer is
 * validated against a schema, and any error, timeout or invalid answer keeps the deterministic text.
 */
export interface ProseRewriter {
  rewrite(metrics: PerformanceMetrics, analysis: ComprehensiveAnalysis): Promise<ComprehensiveAnalysis | null>;
}

/** Only the prose, keyed so the model cannot add, drop or reorder study-guide entries. */
const proseSchema = z
  .object({
    overallPerformanceInsight: z.string().min(20).max(1500),
    topicAnalysisInsight: z.string().min(20).max(1500),
    professionalResponsibilityInsight: z.string().min(20).max(1500).nullable(),
    timingAnalysisInsight: z.string().min(20).max(1500),
    comprehensiveStudyStrategy: z.string().min(20).max(2500),
    personalizedActionPlan: z.array(z.string().min(5).max(400)),
    encouragement: z.string().min(10).max(800),
    studyGuide: z.array(z.object({ questionId: z.string(), mistakeSummary: z.string().min(10).max(1500), recommendation: z.string().min(10).max(800) })),
  })
  .strict();
type Prose = z.infer<typeof proseSchema>;

function proseOf(a: ComprehensiveAnalysis): Prose {
  return {
    overallPerformanceInsight: a.overallPerformanceInsight,
    topicAnalysisInsight: a.topicAnalysisInsight,
    professionalResponsibilityInsight: a.professionalResponsibilityFocus?.insight ?? null,
    timingAnalysisInsight: a.timingAnalysisInsight,
    comprehensiveStudyStrategy: a.comprehensiveStudyStrategy,
    personalizedActionPlan: a.personalizedActionPlan,
    encouragement: a.deansPerspective.encouragement,
    studyGuide: a.actionableStudyGuide.map(({ questionId, mistakeSummary, recommendation }) => ({ questionId, mistakeSummary, recommendation })),
  };
}

/** The rewritten prose on top of the original facts, or null if the model changed the structure. */
export function mergeProse(original: ComprehensiveAnalysis, prose: Prose): ComprehensiveAnalysis | null {
  if (prose.personalizedActionPlan.length !== original.personalizedActionPlan.length) return null;
  if (prose.studyGuide.length !== original.actionableStudyGuide.length) return null;
  if ((prose.professionalResponsibilityInsight === null) !== (original.professionalResponsibilityFocus === null)) return null;
  const guide = original.actionableStudyGuide.map((entry, i) => {
    const rewritten = prose.studyGuide[i];
    return rewritten?.questionId === entry.questionId ? { ...entry, mistakeSummary: rewritten.mistakeSummary, recommendation: rewritten.recommendation } : null;
  });
  if (guide.some((entry) => entry === null)) return null;
  return {
    ...original,
    overallPerformanceInsight: prose.overallPerformanceInsight,
    topicAnalysisInsight: prose.topicAnalysisInsight,
    professionalResponsibilityFocus: original.professionalResponsibilityFocus && {
      ...original.professionalResponsibilityFocus,
      insight: prose.professionalResponsibilityInsight ?? original.professionalResponsibilityFocus.insight,
    },
    timingAnalysisInsight: prose.timingAnalysisInsight,
    actionableStudyGuide: guide.filter((entry): entry is NonNullable<typeof entry> => entry !== null),
    comprehensiveStudyStrategy: prose.comprehensiveStudyStrategy,
    personalizedActionPlan: prose.personalizedActionPlan,
    deansPerspective: { encouragement: prose.encouragement },
  };
}

const INSTRUCTIONS = [
  'You edit diagnostic reports for candidates preparing for the Law Society of Ontario licensing exams.',
  'Rewrite the JSON prose you are given so it reads as a warm, direct note from an experienced tutor.',
  'Keep every number, date, topic name, question number and rule reference exactly as given. Do not add any legal rule, case or section that is not in the input.',
  'Answer with one JSON object with exactly the same keys, the same number of plan steps and study-guide entries in the same order with the same questionId values, and nothing else.',
].join(' ');

type Send = (command: ConverseCommand) => Promise<{ output?: { message?: { content?: { text?: string }[] } } }>;

export function bedrockRewriter(options: { modelId: string; timeoutMs: number; send?: Send }): ProseRewriter {
  let client: BedrockRuntimeClient | undefined;
  const send: Send =
    options.send ??
    ((command) => {
      client ??= new BedrockRuntimeClient({});
      return client.send(command, { abortSignal: AbortSignal.timeout(options.timeoutMs) });
    });
  return {
    async rewrite(metrics, analysis) {
      const input = { metrics: metrics.overallPerformance, prose: proseOf(analysis) };
      const command = new ConverseCommand({
        modelId: options.modelId,
        system: [{ text: INSTRUCTIONS }],
        messages: [{ role: 'user', content: [{ text: JSON.stringify(input) }] }],
        inferenceConfig: { maxTokens: 4000, temperature: 0.4 },
      });
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('Bedrock timed out')), options.timeoutMs);
        });
        const answer = await Promise.race([send(command), timeout]);
        const text = answer.output?.message?.content?.map((part) => part.text ?? '').join('') ?? '';
        const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
        const parsed = proseSchema.safeParse(JSON.parse(json));
        if (!parsed.success) {
          logger.warn('Bedrock answer did not match the schema; keeping the deterministic text', { issues: parsed.error.issues.slice(0, 5) });
          return null;
        }
        return mergeProse(analysis, parsed.data);
      } catch (error) {
        logger.warn('Bedrock rewrite failed; keeping the deterministic text', { error: error as Error });
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
