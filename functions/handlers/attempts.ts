import { attemptPathSchema, responsePathSchema, saveResponseRequestSchema, startAttemptRequestSchema } from '#shared/api/attempts';
import { requireCaller } from '../auth/caller.ts';
import { getAttemptDetail, saveAnswer, startAttempt, submitAttempt } from '../exam/attempts.ts';
import { NotFoundError } from '../lib/errors.ts';
import { apiHandler, json, parseBody, parseInput } from '../lib/http.ts';

/** Starting, reading, answering and submitting an exam attempt. */
export const handler = apiHandler(async (event) => {
  const caller = requireCaller(event);
  switch (event.routeKey) {
    case 'POST /api/attempts': {
      const body = parseBody(event, startAttemptRequestSchema);
      const { attempt, created } = await startAttempt(caller, body.examTemplateId, body.restart);
      return json(created ? 201 : 200, attempt);
    }
    case 'GET /api/attempts/{attemptId}': {
      const { attemptId } = parseInput(attemptPathSchema, event.pathParameters ?? {}, 'path');
      return json(200, await getAttemptDetail(caller, attemptId));
    }
    case 'PUT /api/attempts/{attemptId}/responses/{questionId}': {
      const { attemptId, questionId } = parseInput(responsePathSchema, event.pathParameters ?? {}, 'path');
      await saveAnswer(caller, attemptId, questionId, parseBody(event, saveResponseRequestSchema));
      return json(200, { status: 'saved' });
    }
    case 'POST /api/attempts/{attemptId}/submit': {
      const { attemptId } = parseInput(attemptPathSchema, event.pathParameters ?? {}, 'path');
      return json(200, await submitAttempt(caller, attemptId));
    }
    default:
      throw new NotFoundError();
  }
});
