import { Stack, type StackProps } from 'aws-cdk-lib';
import { ConfigurationSet, EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';

export interface EmailStackProps extends StackProps {
  /** The address emails come from; its domain is verified with DKIM. */
  emailFrom: string;
}

/** SES: the sending identity (the From domain, with DKIM) and a configuration set. */
export class EmailStack extends Stack {
  readonly configurationSet: ConfigurationSet;
  readonly identity: EmailIdentity;

  constructor(scope: Construct, id: string, props: EmailStackProps) {
    super(scope, id, props);
    const domain = props.emailFrom.split('@')[1] ?? props.emailFrom;
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', { reputationMetrics: true });
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: Identity.domain(domain),
      configurationSet: this.configurationSet,
    });
  }
}
