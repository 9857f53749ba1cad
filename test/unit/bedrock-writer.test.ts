import { describe, expect, it } from 'vitest';
import type { ComprehensiveAnalysis, PerformanceMetrics } from '#shared/api/reports';
import { bedrockRewriter } from '../../functions/reports/bedrock-writer.ts';

// Bedrock is a third party we cannot run here: it is stubbed at its boundary (the client's send).
const metrics = { overallPerformance: { examName: 'Free Diagnostic', finalScore: 50 } } as unknown as PerformanceMetrics;
const analysis: ComprehensiveAnalysis = {
  overallPerformanceInsight: 'You answered 20 of 40 questions correctly (50%).',
  topicAnalysisInsight: 'Your weakest topic was Family Law (25%).',
  professionalResponsibilityFocus: { studyPriority: 'HIGH', insight: 'You answered 4 of 8 correctly (50%).', criticalWeaknesses: ['Conflicts (question 3): r. 3.4-1'] },
  timingAnalysisInsight: 'Your biggest time sink was question 7 (240 s).',
  actionableStudyGuide: [
    { questionId: 'BAR-FAM-0001', questionNumber: 3, topic: 'Family Law', timeSpent: 90, mistakeSummary: 'You chose A, but the answer is B.', recommendation: 'Review equalization.', ruleReference: 'Family Law Act, s. 5' },
  ],
  comprehensiveStudyStrategy: 'Put your next hours into Family Law.',
  personalizedActionPlan: ['Study Family Law this week.', 'Take a full simulation.'],
  deansPerspective: { encouragement: 'Keep going.' },
};

const prose = {
  overallPerformanceInsight: 'Half right (50%): a real base to build on, 20 of 40.',
  topicAnalysisInsight: 'Family Law (25%) is where the marks are waiting.',
  professionalResponsibilityInsight: 'Four of eight (50%) on professional responsibility.',
  timingAnalysisInsight: 'Question 7 took 240 s: flag and move on next time.',
  comprehensiveStudyStrategy: 'Spend your next study hours on Family Law first.',
  personalizedActionPlan: ['This week: Family Law.', 'Then a full timed simulation.'],
  encouragement: 'You are closer than you think.',
  studyGuide: [{ questionId: 'BAR-FAM-0001', mistakeSummary: 'A was tempting, but B is the rule.', recommendation: 'Reread equalization, step by step.' }],
};

const answering = (text: string, delayMs = 0) =>
  bedrockRewriter({
    modelId: 'test-model',
    timeoutMs: 200,
    send: () => new Promise((resolve) => setTimeout(() => resolve({ output: { message: { content: [{ text }] } } }), delayMs)),
  });

describe('the optional Bedrock rewriter', () => {
  it('takes the new wording and keeps every fact from the deterministic analysis', async () => {
    const result = await answering(`Here you go:\n${JSON.stringify(prose)}`).rewrite(metrics, analysis);
    expect(result?.overallPerformanceInsight).toBe(prose.overallPerformanceInsight);
    expect(result?.actionableStudyGuide[0]).toEqual({ ...analysis.actionableStudyGuide[0], mistakeSummary: prose.studyGuide[0]?.mistakeSummary, recommendation: prose.studyGuide[0]?.recommendation });
    expect(result?.professionalResponsibilityFocus).toEqual({ ...analysis.professionalResponsibilityFocus, insight: prose.professionalResponsibilityInsight });
    expect(result?.deansPerspective.encouragement).toBe(prose.encouragement);
  });

  it('falls back (null) on an answer that is not JSON, breaks the schema, or changes the structure', async () => {
    expect(await answering('Sorry, I cannot help.').rewrite(metrics, analysis)).toBeNull();
    expect(await answering(JSON.stringify({ ...prose, extra: 'field' })).rewrite(metrics, analysis)).toBeNull();
    expect(await answering(JSON.stringify({ ...prose, personalizedActionPlan: ['Only one step now.'] })).rewrite(metrics, analysis)).toBeNull();
    expect(await answering(JSON.stringify({ ...prose, studyGuide: [{ ...prose.studyGuide[0], questionId: 'BAR-FAM-9999' }] })).rewrite(metrics, analysis)).toBeNull();
  });

  it('falls back when the model is too slow or the call fails', async () => {
    expect(await answering(JSON.stringify(prose), 1000).rewrite(metrics, analysis)).toBeNull();
    const failing = bedrockRewriter({ modelId: 'm', timeoutMs: 200, send: () => Promise.reject(new Error('AccessDeniedException')) });
    expect(await failing.rewrite(metrics, analysis)).toBeNull();
  });
});
