import type { z } from 'zod';
import { caseTextSchema, questionSchema, type CaseText, type Question } from '#shared/exam/question';

/**
 * The question bank lives in versioned JSON Lines files (one question or case text per line)
 * under functions/question-bank/data/. Parsing checks every row and reports every problem with
 * its file and line, so an author fixes a whole file in one pass.
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

export interface ParsedBank {
  questions: Question[];
  cases: CaseText[];
  issues: ImportIssue[];
}

/** Files named cases*.jsonl hold case texts; every other .jsonl file holds questions. */
export const isCaseFile = (name: string) => /(^|\/)cases[^/]*\.jsonl$/.test(name);

function describe(error: z.ZodError): string[] {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')} ${issue.message}` : issue.message));
}

export function parseBank(files: BankFile[]): ParsedBank {
  const questions: Question[] = [];
  const cases: CaseText[] = [];
  const issues: ImportIssue[] = [];
  const seen = new Map<string, string>();
  const questionLines = new Map<Question, { file: string; line: number }>();

  for (const file of files) {
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

  const caseIds = new Set(cases.map((c) => c.id));
  for (const question of questions) {
    if (question.caseId && !caseIds.has(question.caseId)) {
      const at = questionLines.get(question);
      issues.push({ file: at?.file ?? '?', line: at?.line ?? 0, id: question.id, message: `caseId ${question.caseId} is not in any cases file` });
    }
  }
  return { questions, cases, issues };
}

export function formatIssue(issue: ImportIssue): string {
  return `${issue.file}:${issue.line}${issue.id ? ` (${issue.id})` : ''}: ${issue.message}`;
}
