import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, paginateQuery, PutCommand, TransactWriteCommand, type QueryCommandInput, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients.ts';

/**
 * The table calls every data module shares: reading every page of a query, one transaction
 * writer that retries DynamoDB's transaction conflicts, and reading why a write was refused.
 * Key builders live in each entity's module, not here.
 */
export type Item = Record<string, unknown>;
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Every item a query matches, page after page (for lists that stay small: tens, not thousands). */
export async function queryAll(input: QueryCommandInput): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of paginateQuery({ client: db() }, input)) items.push(...(page.Items ?? []));
  return items;
}

/**
 * How many items a query matches, over every page (`Select: 'COUNT'`): DynamoDB counts at most
 * 1 MB of items a page, so a count from one page would let a flood hide itself.
 */
export async function countAll(input: QueryCommandInput): Promise<number> {
  let count = 0;
  for await (const page of paginateQuery({ client: db() }, { ...input, Select: 'COUNT' })) count += page.Count ?? 0;
  return count;
}

/** A single write whose ConditionExpression did not hold. */
export function isConditionalCheckFailed(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException;
}

/**
 * The per-item codes of a cancelled transaction, in the order of its items ('None' for an item
 * that was fine), or undefined for any other error.
 */
export function cancellationReasons(error: unknown): string[] | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  return (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
}

const CONFLICT_RETRIES = 5;

/**
 * Writes the items in one transaction. DynamoDB cancels one of two transactions that touch the
 * same item at once (TransactionConflict, e.g. two saves of one attempt, or two deliveries of
 * one Stripe event); that one is sent again after a short random backoff. Any other failure,
 * including a cancellation for a failed condition, is thrown: read it with cancellationReasons.
 */
export async function transactWrite(items: TransactItem[]): Promise<void> {
  for (let round = 0; ; round += 1) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (round < CONFLICT_RETRIES && cancellationReasons(error)?.includes('TransactionConflict')) {
        await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** round + Math.random() * 25));
        continue;
      }
      throw error;
    }
  }
}

/** Puts an item unless one with its key exists; false if it did (seeding never overwrites an edit, an import never rewrites a version). */
export async function putIfAbsent(item: Item): Promise<boolean> {
  try {
    await db().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/**
 * Reads items by key, 100 a request (BatchGetItem's limit), sending again what DynamoDB leaves
 * unprocessed; missing keys are simply absent from the answer, which is in no particular order.
 */
export async function batchGetAll(keys: readonly { pk: string; sk: string }[], options: { consistent?: boolean } = {}): Promise<Item[]> {
  const items: Item[] = [];
  for (let i = 0; i < keys.length; i += 100) {
    let pending: { pk: string; sk: string }[] | undefined = keys.slice(i, i + 100);
    for (let round = 0; pending?.length && round < 5; round += 1) {
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** round));
      const { Responses, UnprocessedKeys } = await db().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: options.consistent === true } } }),
      );
      items.push(...(Responses?.[tableName()] ?? []));
      pending = UnprocessedKeys?.[tableName()]?.Keys as { pk: string; sk: string }[] | undefined;
    }
  }
  return items;
}
