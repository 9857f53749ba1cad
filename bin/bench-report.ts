/**
 * `npm run bench:report`: how long the report's metrics and analysis take for a 160-question
 * attempt (the target is under 50 ms for the metrics). Prints the median and 95th percentile.
 */
import type { ChoiceId } from '../shared/exam/question.ts';
import { comprehensiveAnalysis, type AnalysisQuestion } from '../shared/report/analysis.ts';
import { performanceMetrics } from '../shared/report/metrics.ts';

const TOPICS = ['Ethics and Professional Responsibility', 'Public Law', 'Criminal Law', 'Family Law', 'Civil Litigation'];
const LETTERS: ChoiceId[] = ['A', 'B', 'C', 'D'];
const questions: AnalysisQuestion[] = Array.from({ length: 160 }, (_, i) => ({
  id: `BAR-BENCH-${String(i).padStart(4, '0')}`,
  number: i + 1,
  topic: TOPICS[i % TOPICS.length] ?? 'Public Law',
  correctChoice: LETTERS[i % 4] ?? 'A',
  subtopic: `Subtopic ${i % 17}`,
  choices: { A: 'A fairly long answer choice that a candidate might pick.', B: 'Another choice.', C: 'A third choice.', D: 'A fourth choice.' },
  explanations: { A: 'Because of the rule in question.', B: 'Because the statute says otherwise.', C: 'Because the case held the opposite.', D: 'Because the time limit had passed.' },
  ruleReference: `Rules of Civil Procedure, r. ${i % 80}.01`,
  openBookLocation: 'Civil Litigation: motions',
}));
const responses = Object.fromEntries(questions.map((q, i) => [q.id, { choice: i % 7 === 0 ? null : (LETTERS[(i * 3) % 4] ?? 'A'), secondsSpent: 40 + ((i * 37) % 200) }]));

function time(run: () => void, rounds = 200): { median: number; p95: number } {
  for (let i = 0; i < 20; i += 1) run();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(rounds / 2)] ?? 0, p95: samples[Math.floor(rounds * 0.95)] ?? 0 };
}

const input = { examName: 'Barrister Full Exam 1', completedAt: new Date().toISOString(), timeTakenSeconds: 25_000, targetTimePerQuestion: 157.5, questions, responses };
const metrics = time(() => performanceMetrics(input));
const m = performanceMetrics(input);
const analysis = time(() => comprehensiveAnalysis({ metrics: m, questions, responses, sitting: { label: 'Winter 2027', date: '2027-01-01' }, now: new Date() }));
const fmt = (n: number) => `${n.toFixed(3)} ms`;
console.log(`160-question attempt, ${process.version}`);
console.log(`performanceMetrics      median ${fmt(metrics.median)}  p95 ${fmt(metrics.p95)}  (target < 50 ms)`);
console.log(`comprehensiveAnalysis   median ${fmt(analysis.median)}  p95 ${fmt(analysis.p95)}`);
