import { describe, expect, it } from 'vitest';
import type { ContentItem } from '#shared/api/content';
import { dashboardStats } from '#shared/dashboard/stats';
import { groupStudyMaterials } from '#shared/dashboard/materials';
import { simulateOwnership } from '#shared/dashboard/simulation';

const item = (id: string, examType: string, over: Partial<ContentItem> = {}): ContentItem => ({
  packName: 'Pack',
  contentItemId: id,
  name: id,
  description: '',
  questionCount: 40,
  durationMinutes: 68,
  status: 'Not Started',
  attemptId: null,
  examType,
  unlocked: true,
  unlockedBy: [],
  available: true,
  ...over,
});

const items = [
  item('diag', 'diagnostic', { status: 'Completed', attemptId: 'a1' }),
  item('sample', 'QUIZ_FREE_SAMPLE', { status: 'In Progress', attemptId: 'a2' }),
  item('bar-full', 'FULL_EXAM_BARRISTER', { unlocked: false, unlockedBy: ['Barrister Performance Pack'] }),
  item('bar-quiz', 'QUIZ_BARRISTER', { unlocked: false, unlockedBy: ['Barrister Performance Pack'] }),
  item('sol-full', 'FULL_EXAM_SOLICITOR', { available: false }),
  item('sol-quiz', 'QUIZ_SOLICITOR'),
];

describe('dashboard stats', () => {
  it('counts available and in-progress items and computes the success rate from real answers', () => {
    expect(dashboardStats(items, 3, [{ correct: 30, total: 40 }, { correct: 7, total: 40 }])).toEqual({ availableContent: 3, completed: 3, inProgress: 1, successRate: 46 });
  });

  it('has no success rate before any completed attempt', () => {
    expect(dashboardStats([], 0, []).successRate).toBeNull();
  });
});

describe('study materials', () => {
  it('groups items as the spec lists them', () => {
    const groups = groupStudyMaterials(items);
    expect(groups.diagnostic.map((i) => i.contentItemId)).toEqual(['diag']);
    expect(groups.sampleQuiz.map((i) => i.contentItemId)).toEqual(['sample']);
    expect(groups.barrister.fullExams.map((i) => i.contentItemId)).toEqual(['bar-full']);
    expect(groups.barrister.quizzes.map((i) => i.contentItemId)).toEqual(['bar-quiz']);
    expect(groups.solicitor.fullExams.map((i) => i.contentItemId)).toEqual(['sol-full']);
    expect(groups.solicitor.quizzes.map((i) => i.contentItemId)).toEqual(['sol-quiz']);
  });
});

describe('simulation mode', () => {
  const content = { accessTier: 'free' as const, items };

  it('changes nothing when off', () => {
    const simulated = simulateOwnership(content, 'none');
    expect(simulated.items).toBe(items);
    expect(simulated.simulatedIds.size).toBe(0);
  });

  it('fakes a Barrister pack in the view only, marking which items are simulated', () => {
    const simulated = simulateOwnership(content, 'barrister');
    expect(simulated.accessTier).toBe('barrister');
    expect([...simulated.simulatedIds]).toEqual(['bar-full', 'bar-quiz']);
    expect(simulated.items.find((i) => i.contentItemId === 'bar-full')?.unlocked).toBe(true);
    // The real content is untouched.
    expect(items.find((i) => i.contentItemId === 'bar-full')?.unlocked).toBe(false);
  });

  it('fakes complete access for Total, and for the other pack of a single-pack owner', () => {
    expect(simulateOwnership(content, 'total').accessTier).toBe('complete');
    expect(simulateOwnership({ ...content, accessTier: 'solicitor' }, 'barrister').accessTier).toBe('complete');
  });
});
