import { Duration, Validations } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/**
 * Where background work that failed after every retry lands: an encrypted queue kept 14 days,
 * read by an operator (no consumer of its own, hence the cdk-nag acknowledgement), and an alarm
 * as soon as anything waits in it. Created as `DeadLetters` and `DeadLettersWaiting` in `scope`.
 */
export function operatorDeadLetters(scope: Construct, what: { queueReason: string; alarmDescription: string }): Queue {
  const queue = new Queue(scope, 'DeadLetters', {
    enforceSSL: true,
    encryption: QueueEncryption.SQS_MANAGED,
    retentionPeriod: Duration.days(14),
  });
  Validations.of(queue).acknowledge({ id: 'AwsSolutions-SQS3', reason: what.queueReason });
  new Alarm(scope, 'DeadLettersWaiting', {
    alarmDescription: what.alarmDescription,
    metric: queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) }),
    threshold: 0,
    comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    evaluationPeriods: 1,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  return queue;
}
