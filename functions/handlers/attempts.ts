import {
  attemptPathSchema,
  historyQuerySchema,
  notesRequestSchema,
  partPathSchema,
  positionRequestSchema,
  responsePathSchema,
  saveResponseRequestSchema,
  startAttemptRequestSchema,
  submitRequestSchema,
} from '#shared/api/attempts';
import { requireCaller } from '../auth/caller.ts';
import { getAttemptDetail, moveTo, saveAnswer, saveNotes, startAttempt, startNextPart, submitAttempt } from '../exam/attempts.ts';
import { listHistory } from '../exam/history.ts';
import { NotFoundError } from '../lib/errors.ts';
import { apiHandler, json, parseBody, parseInput } from '../lib/http.ts';

/** Starting, reading, answering and submitting exam attempts, and the history of completed ones. */
export const handler = apiHandler(async (event) => {
  const caller = requireCaller(event);
  const path = () => parseInput(attemptPathSchema, event.pathParameters ?? {}, 'path');
  switch (event.routeKey) {
    case 'GET /api/attempts':
      return json(200, await listHistory(caller, parseInput(historyQuerySchema, event.queryStringParameters ?? {}, 'query')));
    case 'POST /api/attempts': {
      const { attempt, created } = await startAttempt(caller, parseBody(event, startAttemptRequestSchema));
      return json(created ? 201 : 200, attempt);
    }
    case 'GET /api/attempts/{attemptId}':
      return json(200, await getAttemptDetail(caller, path().attemptId));
    case 'PUT /api/attempts/{attemptId}/responses/{questionId}': {
      const { attemptId, questionId } = parseInput(responsePathSchema, event.pathParameters ?? {}, 'path');
      return json(200, await saveAnswer(caller, attemptId, questionId, parseBody(event, saveResponseRequestSchema)));
    }
    case 'PUT /api/attempts/{attemptId}/position': {
      const { attemptId } = path();
      await moveTo(caller, attemptId, parseBody(event, positionRequestSchema).questionIndex);
      return json(200, { status: 'saved' });
    }
    case 'PUT /api/attempts/{attemptId}/notes': {
      const { attemptId } = path();
      await saveNotes(caller, attemptId, parseBody(event, notesRequestSchema).text);
      return json(200, { status: 'saved' });
    }
    case 'POST /api/attempts/{attemptId}/submit': {
      const { attemptId } = path();
      return json(200, await submitAttempt(caller, attemptId, parseBody(event, submitRequestSchema)?.part));
    }
    case 'POST /api/attempts/{attemptId}/parts/{part}/start': {
      const { attemptId, part } = parseInput(partPathSchema, event.pathParameters ?? {}, 'path');
      return json(200, await startNextPart(caller, attemptId, part));
    }
    default:
      throw new NotFoundError();
  }
});
