import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { operatorDeadLetters } from './operator-dead-letters.ts';
import { Construct } from 'constructs';
import { AppFunction } from './lambda-function.ts';

export interface CompletionProps {
  table: ITable;
  environment: Record<string, string>;
  emailIdentityArn: string;
  configurationSetName: string;
  bedrockModelId?: string;
}

/**
 * Work that follows a completed attempt, off the request path (docs/decisions/0003): a consumer of
 * the table's stream writes the report and sends the emails, with retries and a dead-letter
 * queue; a scheduled sweep closes attempts whose time ran out with nobody watching.
 */
export class Completion extends Construct {
  readonly consumer: AppFunction;
  readonly sweep: AppFunction;
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: CompletionProps) {
    super(scope, id);
    this.deadLetters = operatorDeadLetters(this, {
      queueReason: 'This queue is the dead-letter destination of the stream consumer; it is read by an operator (docs/deploy.md), not by a consumer of its own.',
      alarmDescription: 'Completed attempts whose report or emails failed after every retry (docs/deploy.md: redrive them).',
    });

    this.consumer = new AppFunction(this, 'AttemptCompleted', {
      module: 'jobs/attempt-completed',
      // Report generation may wait on Bedrock (8 s by default) and SES.
      timeout: Duration.seconds(60),
      environment: { ...props.environment, ...(props.bedrockModelId ? { BEDROCK_MODEL_ID: props.bedrockModelId } : {}) },
    });
    this.consumer.grantTable(props.table, 'readWrite');
    this.consumer.grantSendEmail(props.emailIdentityArn, props.configurationSetName);
    if (props.bedrockModelId) this.consumer.grantBedrock(props.bedrockModelId);
    this.consumer.fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 10,
        retryAttempts: 3,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(this.deadLetters),
        // Only attempts that have just become completed reach the function.
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('MODIFY'),
            dynamodb: {
              NewImage: { entity: { S: FilterRule.isEqual('attempt') }, status: { S: FilterRule.isEqual('completed') } },
              OldImage: { status: { S: FilterRule.notEquals('completed') } },
            },
          }),
        ],
      }),
    );
    Validations.of(this.consumer.fn).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'dynamodb:ListStreams has no resource-level permissions; the event source mapping needs it. Reading records is limited to the table stream ARN.',
    });

    this.sweep = new AppFunction(this, 'CloseExpiredAttempts', {
      module: 'jobs/close-expired-attempts',
      timeout: Duration.seconds(60),
      environment: props.environment,
    });
    this.sweep.grantTable(props.table, 'readWrite');
    new Rule(this, 'EveryMinute', {
      description: 'Closes attempts whose time ran out with nobody watching',
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaFunction(this.sweep.fn, { retryAttempts: 2 })],
    });
  }
}
