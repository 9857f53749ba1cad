import { putIfAbsent } from './dynamo.ts';

const KEEP_SECONDS = 400 * 86_400;

/**
 * Once-only emails: pk EMAIL#<template>#<key>, sk SENT, written before sending. True for the one
 * caller that may send; every other (a retry, a second request) gets false.
 */
export const emailSendKey = (template: string, key: string) => ({ pk: `EMAIL#${template}#${key}`, sk: 'SENT' });

export function claimEmailSend(template: string, key: string): Promise<boolean> {
  return putIfAbsent({ ...emailSendKey(template, key), entity: 'emailSend', sentAt: new Date().toISOString(), ttl: Math.floor(Date.now() / 1000) + KEEP_SECONDS });
}
