import { requireCaller } from '../auth/caller.ts';
import { listContent } from '../content/list-content.ts';
import { apiHandler, json } from '../lib/http.ts';

/** GET /api/content: the caller's practice content, with what is locked and what is coming soon. */
export const handler = apiHandler(async (event) => json(200, await listContent(requireCaller(event))));
