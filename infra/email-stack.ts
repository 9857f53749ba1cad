import { Stack, type StackProps } from 'aws-cdk-lib';
import { EventBus } from 'aws-cdk-lib/aws-events';
import { ConfigurationSet, EmailIdentity, EmailSendingEvent, EventDestination, Identity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';

export interface EmailStackProps extends StackProps {
  /** The address emails come from; its domain is verified with DKIM. */
  emailFrom: string;
}

/**
 * SES: the sending identity (the From domain, with DKIM) and a configuration set, which publishes
 * bounces and complaints to the account's default EventBridge bus (the API stack's email feedback
 * rule marks them in the send log).
 */
export class EmailStack extends Stack {
  readonly configurationSet: ConfigurationSet;
  readonly identity: EmailIdentity;

  constructor(scope: Construct, id: string, props: EmailStackProps) {
    super(scope, id, props);
    const domain = props.emailFrom.split('@')[1] ?? props.emailFrom;
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', { reputationMetrics: true });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.eventBus(EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: Identity.domain(domain),
      configurationSet: this.configurationSet,
    });
  }
}
