import { describe, expect, it } from 'vitest';
import type { ChoiceId } from '#shared/exam/question';
import { comprehensiveAnalysis, studyPriority, type AnalysisQuestion } from '#shared/report/analysis';
import { performanceMetrics } from '#shared/report/metrics';
import { plannedSitting } from '#shared/sittings';

const ETH = 'Ethics and Professional Responsibility';
const q = (id: string, number: number, topic: string, correctChoice: ChoiceId, subtopic: string, rule: string): AnalysisQuestion => ({
  id,
  number,
  topic,
  correctChoice,
  subtopic,
  choices: { A: `${id} choice A`, B: `${id} choice B`, C: `${id} choice C`, D: `${id} choice D` },
  explanations: { A: `Why ${id} A.`, B: `Why ${id} B.`, C: `Why ${id} C.`, D: `Why ${id} D.` },
  ruleReference: rule,
  openBookLocation: topic === ETH ? 'Professional Responsibility: conflicts' : null,
});

const questions = [
  q('BAR-ETH-0001', 1, ETH, 'B', 'Conflicts of interest', 'LSO Rules of Professional Conduct, r. 3.4-1'),
  q('BAR-CRIM-0001', 2, 'Criminal Law', 'C', 'Bail', 'Criminal Code, s. 515'),
  q('BAR-FAM-0001', 3, 'Family Law', 'A', 'Equalization', 'Family Law Act, s. 5'),
];
const responses = {
  'BAR-ETH-0001': { choice: 'D' as const, secondsSpent: 240 },
  'BAR-CRIM-0001': { choice: null, secondsSpent: 15 },
  'BAR-FAM-0001': { choice: 'A' as const, secondsSpent: 80 },
};

function analyse(now = new Date('2026-11-20T12:00:00Z'), sitting = plannedSitting('winter-2027')) {
  const metrics = performanceMetrics({ examName: 'Free Diagnostic', completedAt: now.toISOString(), timeTakenSeconds: 335, targetTimePerQuestion: 102, questions, responses });
  return comprehensiveAnalysis({ metrics, questions, responses, sitting, now });
}

describe('comprehensiveAnalysis', () => {
  it('writes one study-guide entry per missed question, from the chosen distractor and the bank’s rule', () => {
    const { actionableStudyGuide } = analyse();
    expect(actionableStudyGuide).toEqual([
      {
        questionId: 'BAR-ETH-0001',
        questionNumber: 1,
        topic: ETH,
        timeSpent: 240,
        mistakeSummary: 'You chose D ("BAR-ETH-0001 choice D"), but the answer is B ("BAR-ETH-0001 choice B"). Why D is wrong: Why BAR-ETH-0001 D.',
        recommendation: 'Review conflicts of interest in your materials under Professional Responsibility: conflicts, then check yourself against LSO Rules of Professional Conduct, r. 3.4-1.',
        ruleReference: 'LSO Rules of Professional Conduct, r. 3.4-1',
      },
      expect.objectContaining({ questionId: 'BAR-CRIM-0001', mistakeSummary: 'Not answered. The answer is C ("BAR-CRIM-0001 choice C"): Why BAR-CRIM-0001 C.', ruleReference: 'Criminal Code, s. 515' }),
    ]);
    // Every rule reference is one the bank holds.
    const bankRules = new Set(questions.map((x) => x.ruleReference));
    expect(analyse().actionableStudyGuide.every((e) => bankRules.has(e.ruleReference))).toBe(true);
  });

  it('sets the professional responsibility priority from its score and lists the rules missed', () => {
    expect([0, 49.9, 50, 64.9, 65, 79.9, 80, 100].map(studyPriority)).toEqual([
      'IMMEDIATE_INTERVENTION_REQUIRED',
      'IMMEDIATE_INTERVENTION_REQUIRED',
      'HIGH',
      'HIGH',
      'MODERATE',
      'MODERATE',
      'LOW',
      'LOW',
    ]);
    const focus = analyse().professionalResponsibilityFocus;
    expect(focus).toMatchObject({ studyPriority: 'IMMEDIATE_INTERVENTION_REQUIRED', criticalWeaknesses: ['Conflicts of interest (question 1): LSO Rules of Professional Conduct, r. 3.4-1'] });
    expect(focus?.insight).toContain('0 of 1 professional responsibility questions');
  });

  it('ties the action plan to the sitting, and says so when there is none', () => {
    const withSitting = analyse();
    expect(withSitting.comprehensiveStudyStrategy).toContain('Winter 2027 sitting');
    expect(withSitting.personalizedActionPlan.join('\n')).toContain('By 2026-12-11: take a full 160-question timed simulation');
    const without = analyse(new Date('2026-11-20T12:00:00Z'), null);
    expect(without.comprehensiveStudyStrategy).toContain('Pick your sitting');
    expect(without.personalizedActionPlan.length).toBeGreaterThan(1);
  });

  it('is deterministic and grounded in the numbers', () => {
    expect(analyse()).toEqual(analyse());
    const a = analyse();
    expect(a.overallPerformanceInsight).toContain('You answered 1 of 3 questions correctly (33%)');
    expect(a.overallPerformanceInsight).toContain('1 question was left unanswered');
    expect(a.timingAnalysisInsight).toContain('question 1 (240 s)');
    expect(a.deansPerspective.encouragement).toMatch(/starting point/);
  });
});
