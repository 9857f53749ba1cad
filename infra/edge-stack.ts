import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/**
 * AWS WAF in front of CloudFront (a CLOUDFRONT web ACL lives in us-east-1): AWS's managed common
 * and known-bad-inputs rule sets, one rate rule per client IP over everything, and tighter rate
 * rules for the routes a script would hammer: sign-up, password reset, coupons and quotes, and
 * the analytics beacons. The API's own limits (docs/rate-limiting.md) stay: WAF sheds floods
 * before they cost a Lambda invocation; the API decides per address and per user.
 */
export interface EdgeRateRule {
  name: string;
  /** URI path prefixes the rule counts. */
  paths: string[];
  /** Requests per client IP per five minutes before WAF answers 429. */
  limit: number;
}

export const edgeRateRules: EdgeRateRule[] = [
  { name: 'SignUpAndReset', paths: ['/api/auth/signup', '/api/auth/password-reset'], limit: 50 },
  { name: 'CouponsAndQuotes', paths: ['/api/coupons/validate', '/api/checkout/quote'], limit: 100 },
  { name: 'AnalyticsBeacons', paths: ['/api/events', '/api/me/events'], limit: 600 },
];
/** Everything from one IP in five minutes: generous for a law school behind one address. */
export const EDGE_OVERALL_LIMIT = 3000;

const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true });
const tooMany = { block: { customResponse: { responseCode: 429 } } };

export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    const pathStartsWith = (path: string) => ({
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'STARTS_WITH',
        searchString: path,
        textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
      },
    });
    const rules: CfnWebACL.RuleProperty[] = [
      {
        name: 'AWSManagedRulesCommonRuleSet',
        priority: 0,
        overrideAction: { none: {} },
        statement: {
          managedRuleGroupStatement: {
            vendorName: 'AWS',
            name: 'AWSManagedRulesCommonRuleSet',
            // The question-bank import posts whole files (admins only, validated by the API): counted, not blocked.
            ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
          },
        },
        visibilityConfig: visibility('CommonRuleSet'),
      },
      {
        name: 'AWSManagedRulesKnownBadInputsRuleSet',
        priority: 1,
        overrideAction: { none: {} },
        statement: { managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesKnownBadInputsRuleSet' } },
        visibilityConfig: visibility('KnownBadInputs'),
      },
      {
        name: 'OverallPerIp',
        priority: 2,
        action: tooMany,
        statement: { rateBasedStatement: { aggregateKeyType: 'IP', limit: EDGE_OVERALL_LIMIT, evaluationWindowSec: 300 } },
        visibilityConfig: visibility('OverallPerIp'),
      },
      ...edgeRateRules.map(
        (rule, index): CfnWebACL.RuleProperty => ({
          name: rule.name,
          priority: 3 + index,
          action: tooMany,
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: rule.limit,
              evaluationWindowSec: 300,
              scopeDownStatement:
                rule.paths.length === 1 ? pathStartsWith(rule.paths[0] ?? '') : { orStatement: { statements: rule.paths.map(pathStartsWith) } },
            },
          },
          visibilityConfig: visibility(rule.name),
        }),
      ),
    ];
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('BarPrepEdge'),
      rules,
    });
  }
}
