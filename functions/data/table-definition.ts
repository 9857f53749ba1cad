/**
 * The one DynamoDB table, written once and read by both the CDK data stack and the local
 * runner (which creates it in DynamoDB Local), so the two cannot drift apart.
 * docs/data-model.md lists every entity and access pattern that uses these keys.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLiveAttribute: 'ttl',
  /** Completion work reads the stream (docs/decisions/0003-completion-via-the-stream.md). */
  streamViewType: 'NEW_AND_OLD_IMAGES',
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk', projection: 'ALL' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk', projection: 'ALL' },
    // Open attempts by deadline, for the sweep; keys only, so an answer saved does not rewrite it.
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk', projection: 'KEYS_ONLY' },
  ],
} as const;

export type IndexName = (typeof tableDefinition.globalSecondaryIndexes)[number]['indexName'];
