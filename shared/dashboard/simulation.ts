import type { ContentItem, ContentResponse } from '../api/content.ts';

/**
 * Simulation mode (learning-area §4; admins testing the dashboard): pretend to own a pack in the
 * dashboard view only. Nothing here reaches the server; starting a simulated item only shows a notice.
 */
export const simulationModes = ['none', 'barrister', 'solicitor', 'total'] as const;
export type SimulationMode = (typeof simulationModes)[number];

export interface SimulatedContent extends ContentResponse {
  /** Item ids that are shown unlocked only because of the simulation. */
  simulatedIds: ReadonlySet<string>;
}

function coveredBy(mode: SimulationMode, item: ContentItem): boolean {
  if (mode === 'total') return /BARRISTER|SOLICITOR/.test(item.examType);
  if (mode === 'barrister') return item.examType.endsWith('BARRISTER');
  if (mode === 'solicitor') return item.examType.endsWith('SOLICITOR');
  return false;
}

export function simulateOwnership(content: ContentResponse, mode: SimulationMode): SimulatedContent {
  if (mode === 'none') return { ...content, simulatedIds: new Set() };
  const simulatedIds = new Set<string>();
  const items = content.items.map((item) => {
    if (item.unlocked || !coveredBy(mode, item)) return item;
    simulatedIds.add(item.contentItemId);
    return { ...item, unlocked: true, available: true, status: 'Not Started' as const, attemptId: null, unlockedBy: [] };
  });
  const accessTier = mode === 'total' || (mode === 'barrister' && content.accessTier === 'solicitor') || (mode === 'solicitor' && content.accessTier === 'barrister') ? 'complete' : content.accessTier === 'complete' ? 'complete' : mode;
  return { accessTier, items, simulatedIds };
}
