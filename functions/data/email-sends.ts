import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients.ts';
import { isConditionalCheckFailed } from './keys.ts';

const KEEP_SECONDS = 400 * 86_400;

/**
 * Once-only emails: pk EMAIL#<template>#<key>, sk SENT, written before sending. True for the one
 * caller that may send; every other (a retry, a second request) gets false.
 */
export async function claimEmailSend(template: string, key: string): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { pk: `EMAIL#${template}#${key}`, sk: 'SENT', entity: 'emailSend', sentAt: new Date().toISOString(), ttl: Math.floor(Date.now() / 1000) + KEEP_SECONDS },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
