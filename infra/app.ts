import { App, Validations, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ApiStack } from './api-stack.ts';
import { AuthStack } from './auth-stack.ts';
import { DataStack } from './data-stack.ts';
import { EdgeStack } from './edge-stack.ts';
import { EmailStack } from './email-stack.ts';
import { WebStack } from './web-stack.ts';

export interface AppSettings {
  /** The site's public URL (for email links and OAuth callbacks). */
  appUrl: string;
  emailFrom: string;
  adminNotificationEmail: string;
  /** Where candidates write to us: email footers and the site (-c supportEmail=...). */
  supportEmail: string;
  /** Off unless set: the Bedrock model that rewrites report prose (-c bedrockModelId=...). */
  bedrockModelId?: string;
  analyticsTagId?: string;
  /** Admin routes need an authenticator app; on unless -c requireAdminMfa=false (a stage setting). */
  requireAdminMfa: boolean;
}

/** Builds the whole deployment; `bin/app.ts` synthesises it and the infra tests assert on it. */
export function buildApp(app = new App(), env?: Environment) {
  const context = (key: string, fallback: string) => (app.node.tryGetContext(key) as string | undefined) ?? fallback;
  const settings: AppSettings = {
    appUrl: context('appUrl', 'https://barprep.example.com'),
    emailFrom: context('emailFrom', 'noreply@barprep.example.com'),
    adminNotificationEmail: context('adminNotificationEmail', 'admin@barprep.example.com'),
    supportEmail: context('supportEmail', 'support@barprep.example.com'),
    bedrockModelId: (app.node.tryGetContext('bedrockModelId') as string | undefined) || undefined,
    analyticsTagId: (app.node.tryGetContext('analyticsTagId') as string | undefined) || undefined,
    requireAdminMfa: String(app.node.tryGetContext('requireAdminMfa') ?? 'true') !== 'false',
  };
  const environment = env ?? { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION ?? 'ca-central-1' };

  const data = new DataStack(app, 'BarPrep-Data', { env: environment });
  const email = new EmailStack(app, 'BarPrep-Email', { env: environment, emailFrom: settings.emailFrom });
  const auth = new AuthStack(app, 'BarPrep-Auth', { env: environment, table: data.table, appUrl: settings.appUrl });
  const api = new ApiStack(app, 'BarPrep-Api', {
    env: environment,
    table: data.table,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    appUrl: settings.appUrl,
    emailFrom: settings.emailFrom,
    adminNotificationEmail: settings.adminNotificationEmail,
    supportEmail: settings.supportEmail,
    emailIdentityArn: email.identity.emailIdentityArn,
    configurationSetName: email.configurationSet.configurationSetName,
    bedrockModelId: settings.bedrockModelId,
    requireAdminMfa: settings.requireAdminMfa,
  });
  // WAF for CloudFront lives in us-east-1; the web stack refers to it across regions.
  const edge = new EdgeStack(app, 'BarPrep-Edge', { env: { account: environment.account, region: 'us-east-1' }, crossRegionReferences: true });
  const web = new WebStack(app, 'BarPrep-Web', {
    env: environment,
    crossRegionReferences: true,
    webAclArn: edge.webAcl.attrArn,
    api: api.api,
    userPoolId: auth.userPool.userPoolId,
    userPoolClientId: auth.userPoolClient.userPoolClientId,
    supportEmail: settings.supportEmail,
    analyticsTagId: settings.analyticsTagId,
  });

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stacks: { data, email, auth, api, web, edge } };
}
