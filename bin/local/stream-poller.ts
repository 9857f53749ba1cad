import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';

/**
 * The local stand-in for Lambda's DynamoDB Streams event source mapping: reads DynamoDB Local's
 * stream of the table and hands batches to the same consumer module Lambda runs. Like the mapping
 * it reports partial batch failures back: the failed record and those after it are retried, and
 * after `maxRetries` they are logged where AWS would send them to the dead-letter queue.
 */
export interface StreamPollerOptions {
  endpoint: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  tableName: string;
  handler: (event: DynamoDBStreamEvent, context: Context) => Promise<DynamoDBBatchResponse | void>;
  context: () => Context;
  intervalMs?: number;
  maxRetries?: number;
  batchSize?: number;
  log?: (line: string) => void;
}

interface ShardCursor {
  /** Undefined once the shard is closed and read to its end (kept, so it is not rediscovered). */
  iterator: string | undefined;
  lastSequence: string | undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The record as Lambda delivers it (times in epoch seconds, the stream's ARN on each record). */
function asLambdaRecord(record: StreamRecord, streamArn: string, region: string): DynamoDBRecord {
  const { ApproximateCreationDateTime, ...change } = record.dynamodb ?? {};
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion ?? '1.1',
    eventSource: 'aws:dynamodb',
    awsRegion: region,
    eventSourceARN: streamArn,
    dynamodb: {
      ...(change as DynamoDBRecord['dynamodb']),
      ...(ApproximateCreationDateTime ? { ApproximateCreationDateTime: Math.floor(ApproximateCreationDateTime.getTime() / 1000) } : {}),
    },
  };
}

export async function startStreamPoller(options: StreamPollerOptions): Promise<{ stop: () => Promise<void> }> {
  const { endpoint, region, credentials, tableName, handler, context, intervalMs = 100, maxRetries = 3, batchSize = 100 } = options;
  const log = options.log ?? ((line: string) => console.error(line));
  const table = await new DynamoDBClient({ endpoint, region, credentials }).send(new DescribeTableCommand({ TableName: tableName }));
  const streamArn = table.Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`Table ${tableName} has no stream`);
  const streams = new DynamoDBStreamsClient({ endpoint, region, credentials });
  const shards = new Map<string, ShardCursor>();

  /** Shards open when we start are read from now on (a restart does not replay history); new ones from their start. */
  async function discoverShards(initial: boolean): Promise<void> {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      const id = shard.ShardId;
      if (!id || shards.has(id)) continue;
      const closed = Boolean(shard.SequenceNumberRange?.EndingSequenceNumber);
      if (initial && closed) continue;
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: id, ShardIteratorType: initial ? 'LATEST' : 'TRIM_HORIZON' }),
      );
      shards.set(id, { iterator: ShardIterator, lastSequence: undefined });
    }
  }

  async function deliver(records: StreamRecord[]): Promise<void> {
    let pending = records.map((record) => asLambdaRecord(record, streamArn ?? '', region));
    for (let attempt = 0; pending.length; attempt += 1) {
      const result = await handler({ Records: pending }, context()).catch((error: unknown) => {
        log(`Stream consumer failed: ${error instanceof Error ? error.message : String(error)}`);
        return { batchItemFailures: [{ itemIdentifier: pending[0]?.dynamodb?.SequenceNumber ?? '' }] };
      });
      const firstFailed = result?.batchItemFailures[0]?.itemIdentifier;
      if (!firstFailed) return;
      const from = pending.findIndex((record) => record.dynamodb?.SequenceNumber === firstFailed);
      pending = from < 0 ? [] : pending.slice(from);
      if (attempt >= maxRetries) {
        log(`Stream records failed ${maxRetries + 1} times; on AWS they would go to the dead-letter queue: ${pending.map((r) => r.dynamodb?.SequenceNumber).join(', ')}`);
        return;
      }
    }
  }

  async function readShard(id: string, cursor: ShardCursor): Promise<void> {
    try {
      const { Records = [], NextShardIterator } = await streams.send(new GetRecordsCommand({ ShardIterator: cursor.iterator, Limit: batchSize }));
      cursor.iterator = NextShardIterator;
      if (!Records.length) return;
      await deliver(Records);
      cursor.lastSequence = Records.at(-1)?.dynamodb?.SequenceNumber ?? cursor.lastSequence;
    } catch (error) {
      // An expired iterator: carry on after the last record handled.
      log(`Stream read failed on ${id}: ${error instanceof Error ? error.message : String(error)}`);
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand(
          cursor.lastSequence
            ? { StreamArn: streamArn, ShardId: id, ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: cursor.lastSequence }
            : { StreamArn: streamArn, ShardId: id, ShardIteratorType: 'LATEST' },
        ),
      );
      cursor.iterator = ShardIterator;
    }
  }

  let running = true;
  let lastDiscovery = 0;
  await discoverShards(true);
  lastDiscovery = Date.now();
  const loop = (async () => {
    while (running) {
      try {
        if (Date.now() - lastDiscovery > 5000) {
          await discoverShards(false);
          lastDiscovery = Date.now();
        }
        for (const [id, cursor] of shards) {
          if (cursor.iterator) await readShard(id, cursor);
        }
      } catch (error) {
        if (running) log(`Stream poll failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      await sleep(intervalMs);
    }
  })();

  return {
    stop: async () => {
      running = false;
      await loop;
    },
  };
}
