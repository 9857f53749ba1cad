import type { OverviewFigureKey } from '#shared/api/admin-overview';

/** How the overview names and writes each figure, and which way is good news. */
export const FIGURES: Record<OverviewFigureKey, { label: string; unit: 'count' | 'cents'; goodWhen: 'up' | 'down'; definition: string }> = {
  signups: { label: 'Sign-ups', unit: 'count', goodWhen: 'up', definition: 'Accounts created.' },
  sales: { label: 'Sales', unit: 'count', goodWhen: 'up', definition: 'Packs bought through checkout, by the day paid. Admin grants (comps) are not sales.' },
  grossSalesCents: { label: 'Gross sales', unit: 'cents', goodWhen: 'up', definition: 'What buyers paid, net of tax (HST).' },
  refunds: { label: 'Refunds', unit: 'count', goodWhen: 'down', definition: 'Purchases fully refunded or lost to a dispute, by the day of the refund.' },
  refundsCents: { label: 'Refunded', unit: 'cents', goodWhen: 'down', definition: 'The refunded purchases’ price, net of tax.' },
  netRevenueCents: { label: 'Net revenue', unit: 'cents', goodWhen: 'up', definition: 'Gross sales minus refunds, net of tax.' },
  diagnosticsCompleted: { label: 'Diagnostics completed', unit: 'count', goodWhen: 'up', definition: 'Free diagnostics scored (submitted or closed when time ran out).' },
  attemptsStarted: { label: 'Attempts started', unit: 'count', goodWhen: 'up', definition: 'Exams, quizzes and diagnostics started (a resumed attempt is not a new one).' },
  attemptsCompleted: { label: 'Attempts completed', unit: 'count', goodWhen: 'up', definition: 'Attempts scored, by the day they were completed.' },
};

/** The tiles at the top, in order. */
export const TILE_FIGURES: OverviewFigureKey[] = ['signups', 'sales', 'netRevenueCents', 'diagnosticsCompleted', 'attemptsStarted', 'attemptsCompleted'];
