import type { ContentItem, ContentResponse } from '#shared/api/content';
import { bestAttempt, displayStatus } from '#shared/exam/access';
import type { Caller } from '../api/caller.ts';
import { listAttempts, type Attempt } from '../data/attempts.ts';
import { isAvailable, templateAccess } from './access.ts';

/** Spec: among a template's attempts the newest of each status counts, in_progress first. */
function newestFirst(a: Attempt, b: Attempt): number {
  return b.startedAt.localeCompare(a.startedAt);
}

/**
 * GET /api/content: what the caller can take, with what is locked (and which packs unlock it),
 * what is "coming soon", and the display status and attempt of each item.
 */
export async function listContent(caller: Caller, now = new Date()): Promise<ContentResponse> {
  const [{ accessTier, templates }, attempts] = await Promise.all([templateAccess(caller, now), listAttempts(caller.userId)]);
  const items: ContentItem[] = templates.map(({ template, packName, unlocked, unlockedBy }) => {
    const best = bestAttempt(attempts.filter((a) => a.examTemplateId === template.id).sort(newestFirst));
    return {
      packName,
      contentItemId: template.id,
      name: template.name,
      description: template.description,
      questionCount: template.numberOfQuestions,
      durationMinutes: template.durationMinutes,
      ...(template.format ? { format: template.format } : {}),
      status: displayStatus(best),
      attemptId: best && best.status !== 'abandoned' ? best.id : null,
      examType: template.examType,
      unlocked,
      unlockedBy,
      available: isAvailable(template),
    };
  });
  items.sort((a, b) => Number(b.unlocked) - Number(a.unlocked) || a.packName.localeCompare(b.packName) || a.name.localeCompare(b.name));
  return { accessTier, items };
}
