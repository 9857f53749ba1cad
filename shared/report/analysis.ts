import type { ComprehensiveAnalysis, PerformanceMetrics, StudyGuideEntry, StudyPriority } from '../api/reports.ts';
import type { ChoiceId } from '../exam/question.ts';
import { PROFESSIONAL_RESPONSIBILITY } from '../exam/topics.ts';
import type { MetricsQuestion } from './metrics.ts';

/**
 * The report's comprehensiveAnalysis, written only from the attempt's numbers and the question
 * bank (the chosen distractor's explanation, the rule reference, where to read): no network, no
 * invented rule. The same input always gives the same text.
 */
export interface AnalysisQuestion extends MetricsQuestion {
  subtopic: string;
  choices: Record<ChoiceId, string>;
  explanations: Record<ChoiceId, string>;
  ruleReference: string;
  openBookLocation: string | null;
}

export interface AnalysisInput {
  metrics: PerformanceMetrics;
  questions: readonly AnalysisQuestion[];
  responses: Readonly<Record<string, { choice: ChoiceId | null; secondsSpent: number } | undefined>>;
  /** The sitting the candidate plans for, if they told us. */
  sitting: { label: string; date: string } | null;
  now: Date;
}

/** Spec colours by priority; the thresholds are ours: under 50%, 65% and 80% on professional responsibility. */
export function studyPriority(prScore: number): StudyPriority {
  if (prScore < 50) return 'IMMEDIATE_INTERVENTION_REQUIRED';
  if (prScore < 65) return 'HIGH';
  if (prScore < 80) return 'MODERATE';
  return 'LOW';
}

const pct = (value: number) => `${Math.round(value)}%`;
const secs = (value: number) => `${Math.round(value)} s`;
const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const trimTo = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
/** An explanation without its leading verdict ("Correct." / "Incorrect."). */
const reason = (text: string) => text.replace(/^(correct|incorrect|wrong)[.:,]\s*/i, '');

function band(score: number): string {
  if (score >= 80) return 'a strong result';
  if (score >= 70) return 'a solid result with room to grow';
  if (score >= 60) return 'a borderline result';
  return 'a result that shows clear gaps to close';
}

function overallInsight(m: PerformanceMetrics): string {
  const o = m.overallPerformance;
  const parts = [`You answered ${o.correctCount} of ${o.totalQuestions} questions correctly (${pct(o.finalScore)}), ${band(o.finalScore)}.`];
  if (o.unansweredCount) parts.push(`${o.unansweredCount} question${o.unansweredCount === 1 ? ' was' : 's were'} left unanswered; on the exam a guess costs nothing, so answer every question.`);
  if (o.targetTimePerQuestion > 0) {
    const pace = o.averageTimePerQuestion;
    const verdict = pace > o.targetTimePerQuestion ? 'slower than' : pace < o.targetTimePerQuestion * 0.75 ? 'well ahead of' : 'within';
    parts.push(`You averaged ${secs(pace)} per question, ${verdict} the exam's pace of ${secs(o.targetTimePerQuestion)}.`);
  }
  return parts.join(' ');
}

function topicInsight(m: PerformanceMetrics): string {
  const { strongest, weakest, all } = m.topicPerformance;
  if (all.length === 0) return 'Analysis in progress...';
  if (all.length === 1) {
    const only = all[0];
    return only ? `This attempt covered one topic, ${only.topicName}, where you scored ${pct(only.accuracy)}.` : '';
  }
  const parts: string[] = [];
  const best = strongest[0];
  const worst = weakest[0];
  if (best) parts.push(`Your strongest topic was ${best.topicName} (${pct(best.accuracy)}).`);
  if (worst) parts.push(`Your weakest was ${worst.topicName} (${pct(worst.accuracy)}), where the most marks are waiting.`);
  const slow = all.filter((t) => t.efficiency === 'Slow').map((t) => t.topicName);
  if (slow.length) parts.push(`You were slow on ${list(slow)}: know where those rules sit in your materials so you can find them quickly.`);
  return parts.join(' ');
}

function timingInsight(m: PerformanceMetrics): string {
  const t = m.timingAnalysis;
  const parts: string[] = [];
  if (t.averageTimeCorrect && t.averageTimeIncorrect) {
    parts.push(
      t.averageTimeIncorrect > t.averageTimeCorrect * 1.2
        ? `You spent longer on questions you got wrong (${secs(t.averageTimeIncorrect)}) than on those you got right (${secs(t.averageTimeCorrect)}): when a question stalls, flag it, answer your best guess and come back.`
        : `Your time on wrong answers (${secs(t.averageTimeIncorrect)}) was close to your time on right ones (${secs(t.averageTimeCorrect)}), so the misses are about knowledge more than haste.`,
    );
  }
  if (t.timeSinkQuestions.length) {
    parts.push(`Your biggest time sinks were ${list(t.timeSinkQuestions.map((q) => `question ${q.questionNumber} (${secs(q.timeSpent)})`))}.`);
  } else {
    parts.push('No question took longer than the exam allows on average.');
  }
  return parts.join(' ');
}

function studyGuide(input: AnalysisInput): StudyGuideEntry[] {
  return input.questions.flatMap((q) => {
    const response = input.responses[q.id];
    const choice = response?.choice ?? null;
    if (choice === q.correctChoice) return [];
    const correct = `${q.correctChoice} ("${trimTo(q.choices[q.correctChoice], 140)}")`;
    const mistakeSummary =
      choice === null
        ? `Not answered. The answer is ${correct}: ${reason(q.explanations[q.correctChoice])}`
        : `You chose ${choice} ("${trimTo(q.choices[choice], 140)}"), but the answer is ${correct}. Why ${choice} is wrong: ${reason(q.explanations[choice])}`;
    const where = q.openBookLocation ? ` in your materials under ${q.openBookLocation}` : '';
    return [
      {
        questionId: q.id,
        questionNumber: q.number,
        topic: q.topic,
        timeSpent: response?.secondsSpent ?? 0,
        mistakeSummary,
        recommendation: `Review ${lowerFirst(q.subtopic)}${where}, then check yourself against ${q.ruleReference}.`,
        ruleReference: q.ruleReference,
      },
    ];
  });
}

function professionalResponsibility(input: AnalysisInput): ComprehensiveAnalysis['professionalResponsibilityFocus'] {
  const pr = input.metrics.professionalResponsibility;
  if (!pr) return null;
  const missed = input.questions.filter((q) => q.topic === PROFESSIONAL_RESPONSIBILITY && input.responses[q.id]?.choice !== q.correctChoice);
  const priority = studyPriority(pr.score);
  const advice: Record<StudyPriority, string> = {
    IMMEDIATE_INTERVENTION_REQUIRED: 'Professional responsibility runs through both exams: make the Rules of Professional Conduct your first study block this week.',
    HIGH: 'Professional responsibility needs steady work: review the rules behind each miss before moving on.',
    MODERATE: 'You know most of the rules; tighten the ones listed below.',
    LOW: 'Keep these rules fresh with a short review each week.',
  };
  return {
    studyPriority: priority,
    insight: `You answered ${pr.correctCount} of ${pr.totalCount} professional responsibility questions correctly (${pct(pr.score)}). ${advice[priority]}`,
    criticalWeaknesses: missed.map((q) => `${q.subtopic} (question ${q.number}): ${q.ruleReference}`),
  };
}

const DAY_MS = 86_400_000;

function actionPlan(input: AnalysisInput, guide: StudyGuideEntry[]): { strategy: string; steps: string[] } {
  const { metrics, sitting, now } = input;
  const weakest = metrics.topicPerformance.weakest.map((t) => t.topicName);
  const focus = weakest.length ? weakest : metrics.topicPerformance.all.slice(-1).map((t) => t.topicName);
  const daysLeft = sitting ? Math.ceil((Date.parse(sitting.date) - now.getTime()) / DAY_MS) : null;
  const weeksLeft = daysLeft !== null && daysLeft > 0 ? Math.max(1, Math.floor(daysLeft / 7)) : null;

  const strategyParts = [
    focus.length ? `Put most of your next study hours into ${list(focus)}, where this attempt lost the most marks.` : '',
    guide.length ? `Work through the ${guide.length} question${guide.length === 1 ? '' : 's'} in the study guide below: for each, read the rule cited and say in one sentence why the right answer is right.` : 'You missed nothing: keep your edge with full timed practice.',
    weeksLeft !== null && sitting ? `With about ${weeksLeft} week${weeksLeft === 1 ? '' : 's'} until the ${sitting.label} sitting, follow the plan below and retest every week.` : 'Pick your sitting on your account so this plan can count down to it.',
  ];
  const steps: string[] = [];
  const first = focus[0];
  if (first) steps.push(`This week: study ${first}${focus[1] ? `, then ${focus[1]}` : ''}, starting with the rules cited in your study guide.`);
  if (guide.length) steps.push(`Redo the ${guide.length} missed question${guide.length === 1 ? '' : 's'} from this report's study guide without looking at the explanations, then check them.`);
  if (metrics.professionalResponsibility && metrics.professionalResponsibility.score < 80) steps.push('Read the Rules of Professional Conduct sections listed under Professional Responsibility, with their commentary.');
  if (metrics.timingAnalysis.timeSinkQuestions.length) steps.push(`Practise pacing: take a timed 40-question quiz and keep every question under ${secs(metrics.overallPerformance.targetTimePerQuestion)}.`);
  if (weeksLeft !== null && sitting) {
    const fullExamBy = new Date(Math.max(now.getTime() + 7 * DAY_MS, Date.parse(sitting.date) - 21 * DAY_MS));
    steps.push(`By ${fullExamBy.toISOString().slice(0, 10)}: take a full 160-question timed simulation under exam conditions, three weeks before the ${sitting.label} sitting.`);
    steps.push(`In the final week before the ${sitting.label} sitting: review your flagged questions and your notes; no new material.`);
  } else {
    steps.push('Then take a full 160-question timed simulation and compare this report with the new one.');
  }
  return { strategy: strategyParts.filter(Boolean).join(' '), steps };
}

function encouragement(score: number): string {
  if (score >= 80) return 'Excellent work. You are reading the questions the way the exam intends; keep your practice timed and steady, and trust your preparation.';
  if (score >= 60) return 'You have a real foundation to build on. Every explanation you study now is a mark you can earn on exam day. Keep going.';
  return 'This is a starting point, not a verdict. Candidates who study their mistakes one rule at a time improve quickly; start with the guide below.';
}

export function comprehensiveAnalysis(input: AnalysisInput): ComprehensiveAnalysis {
  const guide = studyGuide(input);
  const plan = actionPlan(input, guide);
  return {
    overallPerformanceInsight: overallInsight(input.metrics),
    topicAnalysisInsight: topicInsight(input.metrics),
    professionalResponsibilityFocus: professionalResponsibility(input),
    timingAnalysisInsight: timingInsight(input.metrics),
    actionableStudyGuide: guide,
    comprehensiveStudyStrategy: plan.strategy,
    personalizedActionPlan: plan.steps,
    deansPerspective: { encouragement: encouragement(input.metrics.overallPerformance.finalScore) },
  };
}
