import {
  attemptPathSchema,
  notesRequestSchema,
  partPathSchema,
  positionRequestSchema,
  responsePathSchema,
  saveResponseRequestSchema,
  startAttemptRequestSchema,
  submitRequestSchema,
} from '#shared/api/attempts';
import { questionReportPathSchema, reportQuestionRequestSchema } from '#shared/api/question-reports';
import { moveTo, saveAnswer, saveNotes, startAttempt, startNextPart, submitAttempt } from '../exam/attempts.ts';
import { reportQuestion } from '../exam/question-reports.ts';
import { apiFunction } from '../api/api-function.ts';
import { json } from '../lib/http.ts';

/** Taking an exam: start or resume, answer, move, take notes, submit, start the next part, and report a question. */
export const handler = apiFunction('attempts', {
  startAttempt: async ({ caller, body }) => {
    const { attempt, created } = await startAttempt(caller, body(startAttemptRequestSchema));
    return json(created ? 201 : 200, attempt);
  },
  saveAnswer: async ({ caller, path, body }) => {
    const { attemptId, questionId } = path(responsePathSchema);
    return json(200, await saveAnswer(caller, attemptId, questionId, body(saveResponseRequestSchema)));
  },
  moveTo: async ({ caller, path, body }) => {
    await moveTo(caller, path(attemptPathSchema).attemptId, body(positionRequestSchema).questionIndex);
    return json(200, { status: 'saved' });
  },
  saveNotes: async ({ caller, path, body }) => {
    await saveNotes(caller, path(attemptPathSchema).attemptId, body(notesRequestSchema).text);
    return json(200, { status: 'saved' });
  },
  submitAttempt: async ({ caller, path, body }) => json(200, await submitAttempt(caller, path(attemptPathSchema).attemptId, body(submitRequestSchema)?.part)),
  startNextPart: async ({ caller, path }) => {
    const { attemptId, part } = path(partPathSchema);
    return json(200, await startNextPart(caller, attemptId, part));
  },
  reportQuestion: async ({ caller, path, body }) => {
    const { attemptId, questionId } = path(questionReportPathSchema);
    return json(201, await reportQuestion(caller, attemptId, questionId, body(reportQuestionRequestSchema)));
  },
});
