import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { afterCompletion } from '../completion/after-completion.ts';
import { getAttempt } from '../data/attempts.ts';
import { logger } from '../lib/logger.ts';

type Image = Record<string, AttributeValue>;

/**
 * The attempt this change completed, if it is one: an attempt item whose status became
 * 'completed'. On AWS the event source mapping's filter delivers only these (infra/completion.ts);
 * locally every change arrives, so the check is here too.
 */
export function completedAttemptKey(record: DynamoDBRecord): { userId: string; attemptId: string } | null {
  if (record.eventName !== 'MODIFY' || !record.dynamodb?.NewImage) return null;
  const after = unmarshall(record.dynamodb.NewImage as Image);
  const before = record.dynamodb.OldImage ? unmarshall(record.dynamodb.OldImage as Image) : {};
  if (after.entity !== 'attempt' || after.status !== 'completed' || before.status === 'completed') return null;
  return typeof after.userId === 'string' && typeof after.id === 'string' ? { userId: after.userId, attemptId: after.id } : null;
}

async function processRecord(record: DynamoDBRecord): Promise<void> {
  const key = completedAttemptKey(record);
  if (!key) return;
  const attempt = await getAttempt(key.userId, key.attemptId);
  if (attempt?.status !== 'completed') return;
  logger.info('Attempt completed', { attemptId: attempt.id, examType: attempt.examType });
  await afterCompletion(attempt);
}

const processor = new BatchProcessor(EventType.DynamoDBStreams);

/** DynamoDB Streams → Lambda: a failed record is reported, retried, then sent to the dead-letter queue. */
export const handler = async (event: DynamoDBStreamEvent, context: Context) => processPartialResponse(event, processRecord, processor, { context });
