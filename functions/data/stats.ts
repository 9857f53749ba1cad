import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients.ts';
import { attemptPk } from './attempts.ts';
import { batchGetAll, cancellationReasons, transactWrite, type TransactItem } from './dynamo.ts';

/**
 * Daily business counters, read by the admin overview and funnel without scanning: pk
 * STATS#<yyyy-mm-dd> (the UTC day the thing happened), one item per writer, each counter a
 * number attribute moved with `ADD`. Writers never share an item, so the once-only transactions
 * (SALES, COMPLETIONS) never conflict with the plain ADDs of the request paths (STARTS, CHECKOUTS):
 *
 *   STARTS       attemptsStarted, diagnosticsStarted       after an attempt's creation won its transaction
 *   COMPLETIONS  attemptsCompleted, diagnosticsCompleted   the completion consumer, once per attempt
 *                                                          (with the attempt's STATS_COUNTED marker)
 *   CHECKOUTS    checkouts, checkouts_<plan>               after a checkout session is created
 *   SALES        sales, salesNetCents, sales_<plan>,       in the payment webhook's grant transaction;
 *                salesNetCents_<plan>, refunds,            refunds in its revocation transaction
 *                refundsNetCents
 *
 * Nothing here expires: 4 small items a day.
 */
export const statsGroups = ['STARTS', 'COMPLETIONS', 'CHECKOUTS', 'SALES'] as const;
export type StatsGroup = (typeof statsGroups)[number];
export type Counts = Record<string, number>;

export const statsKey = (day: string, group: StatsGroup) => ({ pk: `STATS#${day}`, sk: group });
/** Marks an attempt's completion as counted (in the attempt's own partition). */
export const completionCountedKey = (attemptId: string) => ({ pk: attemptPk(attemptId), sk: 'STATS_COUNTED' });

const COUNTER_NAME = /^[a-zA-Z][a-zA-Z0-9_]{0,63}$/;

function addExpression(day: string, group: StatsGroup, counts: Counts) {
  const entries = Object.entries(counts).filter(([, n]) => n !== 0);
  for (const [name, n] of entries) {
    if (!COUNTER_NAME.test(name) || !Number.isInteger(n)) throw new Error(`Not a counter: ${name} = ${n}`);
  }
  return {
    TableName: tableName(),
    Key: statsKey(day, group),
    UpdateExpression: `SET entity = :entity ADD ${entries.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#c${i}`, name])),
    ExpressionAttributeValues: { ':entity': 'dailyStats', ...Object.fromEntries(entries.map(([, n], i) => [`:c${i}`, n])) },
  };
}

/** Adds to a day's counters (atomic, unconditional). */
export async function addDailyStats(day: string, group: StatsGroup, counts: Counts): Promise<void> {
  await db().send(new UpdateCommand(addExpression(day, group, counts)));
}

/** The same addition as an item of a transaction the caller writes once (a grant, a revocation). */
export function dailyStatsUpdate(day: string, group: StatsGroup, counts: Counts): TransactItem {
  return { Update: addExpression(day, group, counts) };
}

/**
 * Adds to a day's counters once per marker, in one transaction with the marker's put
 * (`attribute_not_exists`): a redelivery adds nothing. False if it was already counted.
 */
export async function addDailyStatsOnce(marker: { pk: string; sk: string }, day: string, group: StatsGroup, counts: Counts): Promise<boolean> {
  try {
    await transactWrite([
      { Put: { TableName: tableName(), Item: { ...marker, entity: 'statsCounted', day, group }, ConditionExpression: 'attribute_not_exists(pk)' } },
      dailyStatsUpdate(day, group, counts),
    ]);
    return true;
  } catch (error) {
    if (cancellationReasons(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** Every counter of each day (the groups' counters merged; a day without any is {}). */
export async function dailyStats(days: readonly string[], groups: readonly StatsGroup[] = statsGroups): Promise<Map<string, Counts>> {
  const byKey = new Map<string, string>();
  for (const day of days) for (const group of groups) byKey.set(`${statsKey(day, group).pk}|${group}`, day);
  const result = new Map<string, Counts>(days.map((day) => [day, {}]));
  const items = await batchGetAll(days.flatMap((day) => groups.map((group) => statsKey(day, group))));
  for (const item of items) {
    const day = byKey.get(`${String(item.pk)}|${String(item.sk)}`);
    const counts = day ? result.get(day) : undefined;
    if (!counts) continue;
    for (const [name, value] of Object.entries(item)) {
      if (typeof value === 'number' && COUNTER_NAME.test(name)) counts[name] = (counts[name] ?? 0) + value;
    }
  }
  return result;
}
