import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../lib/clients.ts';
import { batchGetAll, putIfAbsent } from './dynamo.ts';

const KEEP_SECONDS = 400 * 86_400;

/**
 * Once-only emails: pk EMAIL#<template>#<key>, sk SENT, written before sending. True for the one
 * caller that may send; every other (a retry, a second request) gets false.
 */
export const emailSendKey = (template: string, key: string) => ({ pk: `EMAIL#${template}#${key}`, sk: 'SENT' });

export function claimEmailSend(template: string, key: string): Promise<boolean> {
  return putIfAbsent({ ...emailSendKey(template, key), entity: 'emailSend', sentAt: new Date().toISOString(), ttl: Math.floor(Date.now() / 1000) + KEEP_SECONDS });
}

/** Gives a claim back when its email was not sent after all (SES refused it), so a later run may send it. */
export async function releaseEmailSend(template: string, key: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: emailSendKey(template, key) }));
}

/** Which of these keys have been claimed for the template. */
export async function claimedEmailSends(template: string, keys: readonly string[]): Promise<Set<string>> {
  const items = await batchGetAll([...new Set(keys)].map((key) => emailSendKey(template, key)));
  const prefix = emailSendKey(template, '').pk;
  return new Set(items.map((item) => String(item.pk).slice(prefix.length)));
}
