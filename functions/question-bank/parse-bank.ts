import { z } from 'zod';
import { SEEDED_TEMPLATES, type ExamType } from '#shared/catalogue';
import { caseTextSchema, questionSchema, type CaseText, type Question } from '#shared/exam/question';
import type { ExamKind } from '#shared/exam/topics';

/**
 * The question bank lives in versioned JSON Lines files under functions/question-bank/questions/: one
 * question, case text or question set per line. Parsing checks every row and reports every
 * problem with its file and line, so an author fixes a whole file in one pass.
 */
export interface BankFile {
  name: string;
  text: string;
}

export interface ImportIssue {
  file: string;
  line: number;
  id?: string;
  message: string;
}

/** The ordered questions of an exam template; a newer version replaces the one in use. */
export const questionSetSchema = z
  .object({
    templateId: z.string().trim().min(1).max(100),
    version: z.number().int().min(1),
    questionIds: z.array(z.string()).min(1, 'is empty'),
  })
  .strict();
export type QuestionSet = z.infer<typeof questionSetSchema>;

export interface Location {
  file: string;
  line: number;
}

export interface ParsedBank {
  questions: Question[];
  cases: CaseText[];
  sets: QuestionSet[];
  issues: ImportIssue[];
  /** Where each question (by id) and each set (by templateId) was read, for later checks' messages. */
  at: { questions: Map<string, Location>; sets: Map<string, Location> };
}

/** What a question set is checked against: the template it fills. */
export interface TemplateShape {
  id: string;
  examType: ExamType;
  numberOfQuestions: number;
}

/** Files named cases*.jsonl hold case texts, sets*.jsonl question sets; every other .jsonl file holds questions. */
export const isCaseFile = (name: string) => /(^|\/)cases[^/]*\.jsonl$/.test(name);
export const isSetFile = (name: string) => /(^|\/)sets[^/]*\.jsonl$/.test(name);

/** A Barrister exam or quiz takes Barrister questions only, and likewise for Solicitor; free content mixes both. */
function examOfTemplate(examType: ExamType): ExamKind | null {
  if (examType === 'FULL_EXAM_BARRISTER' || examType === 'QUIZ_BARRISTER') return 'barrister';
  if (examType === 'FULL_EXAM_SOLICITOR' || examType === 'QUIZ_SOLICITOR') return 'solicitor';
  return null;
}

function checkSet(set: QuestionSet, template: TemplateShape | undefined, questions: Map<string, Question>): string[] {
  if (!template) return [`templateId ${set.templateId} is not an exam template`];
  const problems: string[] = [];
  if (set.questionIds.length !== template.numberOfQuestions) {
    problems.push(`has ${set.questionIds.length} questions; ${template.id} takes ${template.numberOfQuestions}`);
  }
  const seen = new Set<string>();
  const exam = examOfTemplate(template.examType);
  for (const id of set.questionIds) {
    if (seen.has(id)) problems.push(`lists ${id} twice`);
    seen.add(id);
    const question = questions.get(id);
    if (!question) problems.push(`question ${id} is not in the bank`);
    else if (question.status !== 'published') problems.push(`question ${id} is ${question.status}, not published`);
    else if (exam && question.exam !== exam) problems.push(`question ${id} is a ${question.exam} question; ${template.id} is a ${exam} exam`);
  }
  return problems;
}

function describe(error: z.ZodError): string[] {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')} ${issue.message}` : issue.message));
}

export function parseBank(files: BankFile[], templates: readonly TemplateShape[] = SEEDED_TEMPLATES): ParsedBank {
  const questions: Question[] = [];
  const cases: CaseText[] = [];
  const sets: QuestionSet[] = [];
  const issues: ImportIssue[] = [];
  const seen = new Map<string, string>();
  const questionLines = new Map<Question, { file: string; line: number }>();
  const setLines = new Map<QuestionSet, { file: string; line: number }>();

  for (const file of files) {
    if (isSetFile(file.name)) continue;
    const schema = isCaseFile(file.name) ? caseTextSchema : questionSchema;
    file.text.split(/\r?\n/).forEach((raw, index) => {
      const line = index + 1;
      if (!raw.trim()) return;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch (error) {
        issues.push({ file: file.name, line, message: `not valid JSON (${(error as Error).message})` });
        return;
      }
      const id = typeof value === 'object' && value !== null && 'id' in value ? String(value.id) : undefined;
      const result = schema.safeParse(value);
      if (!result.success) {
        for (const message of describe(result.error)) issues.push({ file: file.name, line, id, message });
        return;
      }
      const first = seen.get(result.data.id);
      if (first) {
        issues.push({ file: file.name, line, id: result.data.id, message: `duplicate id ${result.data.id} (first at ${first})` });
        return;
      }
      seen.set(result.data.id, `${file.name}:${line}`);
      if ('stem' in result.data) {
        questions.push(result.data);
        questionLines.set(result.data, { file: file.name, line });
      } else {
        cases.push(result.data);
      }
    });
  }

  // Sets are read after every question, so a set may list questions from any file.
  const seenSets = new Map<string, string>();
  for (const file of files.filter((f) => isSetFile(f.name))) {
    file.text.split(/\r?\n/).forEach((raw, index) => {
      const line = index + 1;
      if (!raw.trim()) return;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch (error) {
        issues.push({ file: file.name, line, message: `not valid JSON (${(error as Error).message})` });
        return;
      }
      const result = questionSetSchema.safeParse(value);
      if (!result.success) {
        const id = typeof value === 'object' && value !== null && 'templateId' in value ? String(value.templateId) : undefined;
        for (const message of describe(result.error)) issues.push({ file: file.name, line, id, message });
        return;
      }
      const first = seenSets.get(result.data.templateId);
      if (first) {
        issues.push({ file: file.name, line, id: result.data.templateId, message: `a second set for ${result.data.templateId} (first at ${first})` });
        return;
      }
      seenSets.set(result.data.templateId, `${file.name}:${line}`);
      sets.push(result.data);
      setLines.set(result.data, { file: file.name, line });
    });
  }
  const byId = new Map(questions.map((q) => [q.id, q]));
  for (const set of sets) {
    const at = setLines.get(set);
    const template = templates.find((t) => t.id === set.templateId);
    for (const message of checkSet(set, template, byId)) issues.push({ file: at?.file ?? '?', line: at?.line ?? 0, id: set.templateId, message });
  }

  const caseIds = new Set(cases.map((c) => c.id));
  for (const question of questions) {
    if (question.caseId && !caseIds.has(question.caseId)) {
      const at = questionLines.get(question);
      issues.push({ file: at?.file ?? '?', line: at?.line ?? 0, id: question.id, message: `caseId ${question.caseId} is not in any cases file` });
    }
  }
  return {
    questions,
    cases,
    sets,
    issues,
    at: {
      questions: new Map(questions.map((q) => [q.id, questionLines.get(q) ?? { file: '?', line: 0 }])),
      sets: new Map(sets.map((s) => [s.templateId, setLines.get(s) ?? { file: '?', line: 0 }])),
    },
  };
}

export function formatIssue(issue: ImportIssue): string {
  return `${issue.file}:${issue.line}${issue.id ? ` (${issue.id})` : ''}: ${issue.message}`;
}
