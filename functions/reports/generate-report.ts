import { randomUUID } from 'node:crypto';
import type { Report } from '#shared/api/reports';
import { displayedAnswer, displayedChoice, displayedRecord, orderOf } from '#shared/exam/choice-order';
import { comprehensiveAnalysis, type AnalysisQuestion } from '#shared/report/analysis';
import { performanceMetrics } from '#shared/report/metrics';
import { plannedSitting } from '#shared/sittings';
import type { Attempt } from '../data/attempts.ts';
import { getCurrentQuestions } from '../data/questions.ts';
import { getNewestReport, putFirstReport } from '../data/reports.ts';
import { listResponses } from '../data/responses.ts';
import { getTemplate } from '../data/templates.ts';
import { getProfile } from '../data/users.ts';
import { config } from '../lib/config.ts';
import { bedrockRewriter, type ProseRewriter } from './bedrock-writer.ts';

let rewriter: ProseRewriter | null | undefined;

/** The optional Bedrock rewriter, only when a model is configured. */
function configuredRewriter(): ProseRewriter | null {
  if (rewriter === undefined) {
    const { BEDROCK_MODEL_ID, BEDROCK_TIMEOUT_MS } = config();
    rewriter = BEDROCK_MODEL_ID ? bedrockRewriter({ modelId: BEDROCK_MODEL_ID, timeoutMs: BEDROCK_TIMEOUT_MS }) : null;
  }
  return rewriter;
}

/** Builds the report of a completed attempt from its questions and responses (nothing is stored). */
export async function buildReport(attempt: Attempt, writer: ProseRewriter | null = configuredRewriter()): Promise<Report> {
  const started = performance.now();
  const [questions, storedResponses, template, profile] = await Promise.all([
    getCurrentQuestions(attempt.questionIds),
    listResponses(attempt.id),
    getTemplate(attempt.examTemplateId),
    getProfile(attempt.userId),
  ]);
  const numberOf = new Map(attempt.questionIds.map((id, index) => [id, index + 1]));
  // The report names choices by the letters the candidate saw in this attempt (its choice order),
  // so the questions and the stored answers are both re-keyed to them; which answers are right
  // does not change.
  const analysed: AnalysisQuestion[] = questions.map((q) => {
    const order = orderOf(attempt.choiceOrders, q.id);
    return {
      id: q.id,
      number: numberOf.get(q.id) ?? 0,
      topic: q.topic,
      correctChoice: displayedChoice(order, q.correctChoice),
      subtopic: q.subtopic,
      choices: displayedRecord(order, q.choices),
      explanations: displayedRecord(order, q.explanations),
      ruleReference: q.ruleReference,
      openBookLocation: q.openBookLocation ?? null,
    };
  });
  const responses = Object.fromEntries(
    Object.entries(storedResponses).map(([id, response]) => [id, displayedAnswer(orderOf(attempt.choiceOrders, id), response)]),
  );
  // The yardstick for "Fast" and "Slow": the exam's own pace, with the candidate's accommodation.
  const basePace = template && template.numberOfQuestions ? (template.durationMinutes * 60) / template.numberOfQuestions : 0;
  const metrics = performanceMetrics({
    examName: attempt.templateName,
    completedAt: attempt.completedAt ?? new Date().toISOString(),
    timeTakenSeconds: attempt.timeTakenSeconds ?? 0,
    targetTimePerQuestion: basePace * (attempt.mode === 'timed' ? attempt.timeMultiplier : 1),
    questions: analysed,
    responses,
  });
  const deterministic = comprehensiveAnalysis({ metrics, questions: analysed, responses, sitting: plannedSitting(profile?.plannedSitting), now: new Date() });
  const rewritten = writer ? await writer.rewrite(metrics, deterministic) : null;
  return {
    id: randomUUID(),
    examAttemptId: attempt.id,
    generatedAt: new Date().toISOString(),
    engine: rewritten ? 'bedrock' : 'deterministic',
    reportData: {
      performanceMetrics: metrics,
      comprehensiveAnalysis: rewritten ?? deterministic,
      processingTimeMs: Math.round(performance.now() - started),
    },
  };
}

/** The attempt's report: the stored one, or (the first time) a new one, stored once however many ask. */
export async function ensureReport(attempt: Attempt): Promise<Report> {
  const existing = await getNewestReport(attempt.id);
  if (existing) return existing;
  const report = await buildReport(attempt);
  if (await putFirstReport(report)) return report;
  return (await getNewestReport(attempt.id)) ?? report;
}
