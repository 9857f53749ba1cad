import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { operatorDeadLetters } from './operator-dead-letters.ts';
import { Construct } from 'constructs';
import { REMINDER_RUN_HOUR_UTC } from '../shared/exam-reminders.ts';
import { AppFunction } from './lambda-function.ts';

export interface EmailJobsProps {
  table: ITable;
  environment: Record<string, string>;
  emailIdentityArn: string;
  configurationSetName: string;
}

/**
 * Email work off the request path: the daily exam reminders (EventBridge at 10:00 UTC, 5 or 6 a.m.
 * in Toronto) and the send log's bounces and complaints (SES's events on the default bus, which
 * the email stack's configuration set publishes). A run or an event that still fails after the
 * retries lands in a dead-letter queue, and its alarm goes off (docs/admin.md: run it again).
 */
export class EmailJobs extends Construct {
  readonly reminders: AppFunction;
  readonly feedback: AppFunction;
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: EmailJobsProps) {
    super(scope, id);
    this.deadLetters = operatorDeadLetters(this, {
      queueReason: 'This queue is the dead-letter destination of the reminder and email-feedback jobs; an operator reads it (docs/admin.md), no consumer does.',
      alarmDescription: 'An exam-reminder run or a bounce/complaint event failed after every retry (docs/admin.md: run the reminders again for that day).',
    });

    this.reminders = new AppFunction(this, 'SendExamReminders', {
      module: 'jobs/send-exam-reminders',
      // One email at a time (SES's rate is per second); a day's reminders are hundreds at most.
      timeout: Duration.minutes(15),
      environment: props.environment,
    });
    this.reminders.grantTable(props.table, 'readWrite');
    this.reminders.grantSendEmail(props.emailIdentityArn, props.configurationSetName);

    this.feedback = new AppFunction(this, 'EmailFeedback', {
      module: 'jobs/email-feedback',
      environment: props.environment,
    });
    this.feedback.grantTable(props.table, 'readWrite');

    for (const job of [this.reminders, this.feedback]) {
      // EventBridge invokes asynchronously: a run that throws is retried twice, then parked here.
      job.fn.configureAsyncInvoke({ retryAttempts: 2, onFailure: new SqsDestination(this.deadLetters) });
    }

    new Rule(this, 'DailyReminders', {
      description: 'Sends the exam-week and exam-day reminders, once a day early in the morning in Toronto',
      schedule: Schedule.cron({ minute: '0', hour: String(REMINDER_RUN_HOUR_UTC) }),
      targets: [new LambdaFunction(this.reminders.fn, { retryAttempts: 2, deadLetterQueue: this.deadLetters })],
    });
    new Rule(this, 'BouncesAndComplaints', {
      description: 'Marks bounced and complained emails in the send log',
      eventPattern: {
        source: ['aws.ses'],
        detailType: ['Email Bounced', 'Email Complaint Received'],
        // This app's emails only: SES tags each event with the configuration set it was sent through.
        detail: { mail: { tags: { 'ses:configuration-set': [props.configurationSetName] } } },
      },
      targets: [new LambdaFunction(this.feedback.fn, { retryAttempts: 2, deadLetterQueue: this.deadLetters })],
    });

  }
}
