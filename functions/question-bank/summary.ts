import { SEEDED_TEMPLATES } from '#shared/catalogue';
import { TOPICS, type ExamKind } from '#shared/exam/topics';
import { formatIssue, type ParsedBank, type TemplateShape } from './parse-bank.ts';

/** What `import-questions --check --json` prints: the bank by exam, topic and status, and each template's set. */
export interface BankSummary {
  questions: {
    total: number;
    byStatus: Record<string, number>;
    byExam: Record<ExamKind, { total: number; topics: Record<string, Record<string, number>> }>;
  };
  cases: number;
  sets: Array<{ templateId: string; name: string; numberOfQuestions: number; questions: number; version: number | null; complete: boolean }>;
  issues: string[];
}

export function bankSummary(bank: ParsedBank, templates: readonly (TemplateShape & { name?: string })[] = SEEDED_TEMPLATES): BankSummary {
  const byStatus: Record<string, number> = {};
  const byExam = Object.fromEntries(
    (Object.keys(TOPICS) as ExamKind[]).map((exam) => [exam, { total: 0, topics: Object.fromEntries(TOPICS[exam].map((t) => [t, {} as Record<string, number>])) }]),
  ) as BankSummary['questions']['byExam'];
  for (const q of bank.questions) {
    byStatus[q.status] = (byStatus[q.status] ?? 0) + 1;
    const exam = byExam[q.exam];
    exam.total += 1;
    const topic = (exam.topics[q.topic] ??= {});
    topic[q.status] = (topic[q.status] ?? 0) + 1;
  }
  return {
    questions: { total: bank.questions.length, byStatus, byExam },
    cases: bank.cases.length,
    sets: templates.map((t) => {
      const set = bank.sets.find((s) => s.templateId === t.id);
      const questions = set?.questionIds.length ?? 0;
      return { templateId: t.id, name: t.name ?? t.id, numberOfQuestions: t.numberOfQuestions, questions, version: set?.version ?? null, complete: questions === t.numberOfQuestions };
    }),
    issues: bank.issues.map(formatIssue),
  };
}
