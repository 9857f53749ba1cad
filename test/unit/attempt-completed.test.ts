import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { completedAttemptKey } from '../../functions/jobs/attempt-completed.ts';

type Image = NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['NewImage']>;
const image = (item: Record<string, unknown>) => marshall(item) as Image;

function change(eventName: DynamoDBRecord['eventName'], before: Record<string, unknown> | null, after: Record<string, unknown>): DynamoDBRecord {
  return { eventName, dynamodb: { ...(before ? { OldImage: image(before) } : {}), NewImage: image(after) } };
}

const attempt = { entity: 'attempt', userId: 'u1', id: 'a1' };

describe('which stream records the completion consumer acts on', () => {
  it('an attempt that has just become completed', () => {
    expect(completedAttemptKey(change('MODIFY', { ...attempt, status: 'in_progress' }, { ...attempt, status: 'completed' }))).toEqual({ userId: 'u1', attemptId: 'a1' });
  });

  it('nothing else: saves, an already completed attempt changing again, other entities, inserts', () => {
    expect(completedAttemptKey(change('MODIFY', { ...attempt, status: 'started' }, { ...attempt, status: 'in_progress' }))).toBeNull();
    expect(completedAttemptKey(change('MODIFY', { ...attempt, status: 'completed' }, { ...attempt, status: 'completed', note: 'x' }))).toBeNull();
    expect(completedAttemptKey(change('MODIFY', { entity: 'purchase', status: 'pending' }, { entity: 'purchase', status: 'completed', userId: 'u1', id: 'p1' }))).toBeNull();
    expect(completedAttemptKey(change('INSERT', null, { ...attempt, status: 'completed' }))).toBeNull();
    expect(completedAttemptKey({ eventName: 'REMOVE', dynamodb: { OldImage: image({ ...attempt, status: 'completed' }) } })).toBeNull();
  });
});
