/**
 * The one description of the API. Each route names its method and path, the Lambda function
 * that serves it, the domain operation it calls there, and the least role that may call it. Each
 * function says what it may touch. From this file:
 *   - the CDK API stack creates one Lambda function per entry of `apiFunctions`, with exactly the
 *     IAM rights listed there, and one HTTP API route per route (the JWT authorizer on every route
 *     that is not public);
 *   - the local server matches requests and loads the same function modules;
 *   - every function's middleware (functions/lib/api-function.ts) enforces the route's role
 *     before the operation runs, so no handler can forget it.
 *
 * Roles, each including the one before: 'public' (anyone), 'user' (signed in), 'content_manager'
 * (questions, exams, packs' contents, question reports), 'super_admin' (everything).
 */
export const roles = ['public', 'user', 'content_manager', 'super_admin'] as const;
export type Role = (typeof roles)[number];

/** The Cognito admin calls a function may make (cognito-idp:<action> on the user pool). */
export type CognitoAction =
  | 'AdminCreateUser'
  | 'AdminSetUserPassword'
  | 'AdminDeleteUser'
  | 'AdminUpdateUserAttributes'
  | 'AdminGetUser'
  | 'AdminUserGlobalSignOut'
  // /admin/users: roles (groups), the last super admin, disabling an account.
  | 'AdminListGroupsForUser'
  | 'AdminAddUserToGroup'
  | 'AdminRemoveUserFromGroup'
  | 'ListUsersInGroup'
  | 'AdminDisableUser'
  | 'AdminEnableUser';

export interface FunctionAccess {
  /** Table rights: 'read' is GetItem/Query/BatchGetItem only. */
  table: 'none' | 'read' | 'write';
  /** Sends email through SES. */
  email?: true;
  /** Reads the Stripe secret and calls Stripe. */
  stripe?: true;
  /** May call Bedrock (only when a model is configured). */
  bedrock?: true;
  cognito?: readonly CognitoAction[];
}

/**
 * One Lambda function per entry, its module at functions/handlers/<name>.ts. Read routes live in
 * functions of their own, so they hold no write, email or Bedrock rights (docs/decisions/0005).
 */
export const apiFunctions = {
  // Visitors.
  'sign-up': { table: 'write', email: true, cognito: ['AdminCreateUser', 'AdminSetUserPassword', 'AdminDeleteUser', 'AdminUpdateUserAttributes'] },
  'password-reset': { table: 'write', email: true, cognito: ['AdminSetUserPassword', 'AdminUserGlobalSignOut'] },
  // Counts a sign-in attempt against the caller's IP (the counters are writes).
  'login-rate-limit': { table: 'write' },
  packages: { table: 'read' },
  sittings: { table: 'read' },
  // The Test Drive percentage, support address and simulation switch the site shows (/admin/settings sets them).
  'site-settings': { table: 'read' },
  events: { table: 'write' },
  'stripe-webhook': { table: 'write', email: true, stripe: true },
  // The unsubscribe link in marketing emails: no sign-in, the token is the proof.
  unsubscribe: { table: 'write' },
  'not-found': { table: 'none' },
  // Candidates: reads.
  me: { table: 'read', cognito: ['AdminGetUser'] },
  'sessions-read': { table: 'read' },
  'account-read': { table: 'read' },
  practice: { table: 'read' },
  reports: { table: 'read' },
  purchases: { table: 'read' },
  // Writes only its caller's rate-limit counter (coupon codes must not be guessable).
  coupons: { table: 'write', stripe: true },
  // Candidates: changes.
  'me-update': { table: 'write', cognito: ['AdminGetUser'] },
  sessions: { table: 'write', cognito: ['AdminUserGlobalSignOut'] },
  account: { table: 'write', email: true, cognito: ['AdminUserGlobalSignOut'] },
  attempts: { table: 'write' },
  checkout: { table: 'write', stripe: true },
  // Administrators.
  // AdminGetUser: every admin route checks the caller's authenticator app (functions/api/admin-mfa.ts).
  'admin-read': { table: 'read', cognito: ['AdminGetUser'] },
  'admin-settings': { table: 'write', cognito: ['AdminGetUser'] },
  'admin-content': { table: 'write', cognito: ['AdminGetUser'] },
  // /admin/users: find a user and read everything about them (Cognito reads: the account's state and groups)...
  'admin-users-read': { table: 'read', cognito: ['AdminGetUser', 'AdminListGroupsForUser'] },
  // ...and change their access, sessions, account and role (a comp, resending the activation email, groups, disabling).
  'admin-users': {
    table: 'write',
    email: true,
    cognito: ['AdminGetUser', 'AdminListGroupsForUser', 'AdminAddUserToGroup', 'AdminRemoveUserFromGroup', 'ListUsersInGroup', 'AdminDisableUser', 'AdminEnableUser', 'AdminUserGlobalSignOut'],
  },
  // /admin/billing: coupons (the table's, or Stripe promotion codes) and the sales list; reads, then changes.
  'admin-billing-read': { table: 'read', stripe: true, cognito: ['AdminGetUser'] },
  'admin-billing': { table: 'write', stripe: true, cognito: ['AdminGetUser'] },
  // The overview, the funnel and its CSV, security events: reads only (daily counters, no scan).
  'admin-insights': { table: 'read', cognito: ['AdminGetUser'] },
  // /admin/email: template previews, the send log and the reminders' dry run (reads)...
  'admin-email-read': { table: 'read', cognito: ['AdminGetUser'] },
  // ...and a test email to the caller's own address (rate-limited, logged, audited).
  'admin-email': { table: 'write', email: true, cognito: ['AdminGetUser'] },
} as const satisfies Record<string, FunctionAccess>;

export type FunctionName = keyof typeof apiFunctions;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ANY';

export interface RouteDefinition {
  method: Method;
  path: `/api/${string}`;
  function: FunctionName;
  /** The operation the function runs for this route (its handler module maps it to domain code). */
  operation: string;
  role: Role;
}

export const routes = [
  // Accounts (visitors).
  { method: 'POST', path: '/api/auth/signup', function: 'sign-up', operation: 'signUp', role: 'public' },
  { method: 'POST', path: '/api/auth/verify-email', function: 'sign-up', operation: 'verifyEmail', role: 'public' },
  { method: 'POST', path: '/api/auth/password-reset', function: 'password-reset', operation: 'requestPasswordReset', role: 'public' },
  { method: 'POST', path: '/api/auth/password-reset/confirm', function: 'password-reset', operation: 'confirmPasswordReset', role: 'public' },
  { method: 'POST', path: '/api/auth-rate-limiter', function: 'login-rate-limit', operation: 'checkRateLimit', role: 'public' },
  // The signed-in candidate.
  { method: 'GET', path: '/api/me', function: 'me', operation: 'getMe', role: 'user' },
  { method: 'PATCH', path: '/api/me', function: 'me-update', operation: 'updateMe', role: 'user' },
  { method: 'GET', path: '/api/sessions', function: 'sessions-read', operation: 'listSessions', role: 'user' },
  { method: 'POST', path: '/api/sessions', function: 'sessions', operation: 'registerSession', role: 'user' },
  { method: 'POST', path: '/api/sessions/{sessionId}/activity', function: 'sessions', operation: 'recordActivity', role: 'user' },
  { method: 'POST', path: '/api/sessions/{sessionId}/end', function: 'sessions', operation: 'endSession', role: 'user' },
  { method: 'POST', path: '/api/sessions/sign-out-everywhere', function: 'sessions', operation: 'signOutEverywhere', role: 'user' },
  { method: 'GET', path: '/api/account/activity', function: 'account-read', operation: 'listActivity', role: 'user' },
  { method: 'POST', path: '/api/account/password', function: 'account', operation: 'changePassword', role: 'user' },
  { method: 'POST', path: '/api/account/verification-email', function: 'account', operation: 'resendActivation', role: 'user' },
  { method: 'GET', path: '/api/account/email-preferences', function: 'account-read', operation: 'getEmailPreferences', role: 'user' },
  { method: 'PUT', path: '/api/account/email-preferences', function: 'account', operation: 'updateEmailPreferences', role: 'user' },
  // Links in marketing emails (CASL): the page's call, and mail clients' one-click POST (RFC 8058).
  { method: 'POST', path: '/api/email/unsubscribe', function: 'unsubscribe', operation: 'unsubscribe', role: 'public' },
  { method: 'POST', path: '/api/email/unsubscribe/one-click', function: 'unsubscribe', operation: 'unsubscribeOneClick', role: 'public' },
  // Practice: reading.
  { method: 'GET', path: '/api/content', function: 'practice', operation: 'listContent', role: 'user' },
  { method: 'GET', path: '/api/attempts', function: 'practice', operation: 'listHistory', role: 'user' },
  { method: 'GET', path: '/api/attempts/{attemptId}', function: 'practice', operation: 'getAttempt', role: 'user' },
  { method: 'GET', path: '/api/attempts/{attemptId}/question-reports', function: 'practice', operation: 'listQuestionReports', role: 'user' },
  { method: 'GET', path: '/api/performance', function: 'practice', operation: 'getPerformance', role: 'user' },
  { method: 'GET', path: '/api/reports/{attemptId}', function: 'reports', operation: 'getLatestReport', role: 'user' },
  { method: 'GET', path: '/api/reports/{attemptId}/{reportId}', function: 'reports', operation: 'getReportVersion', role: 'user' },
  // Practice: taking an exam.
  { method: 'POST', path: '/api/attempts', function: 'attempts', operation: 'startAttempt', role: 'user' },
  { method: 'PUT', path: '/api/attempts/{attemptId}/responses/{questionId}', function: 'attempts', operation: 'saveAnswer', role: 'user' },
  { method: 'PUT', path: '/api/attempts/{attemptId}/position', function: 'attempts', operation: 'moveTo', role: 'user' },
  { method: 'PUT', path: '/api/attempts/{attemptId}/notes', function: 'attempts', operation: 'saveNotes', role: 'user' },
  { method: 'POST', path: '/api/attempts/{attemptId}/submit', function: 'attempts', operation: 'submitAttempt', role: 'user' },
  { method: 'POST', path: '/api/attempts/{attemptId}/parts/{part}/start', function: 'attempts', operation: 'startNextPart', role: 'user' },
  { method: 'POST', path: '/api/attempts/{attemptId}/questions/{questionId}/report', function: 'attempts', operation: 'reportQuestion', role: 'user' },
  // Buying.
  { method: 'GET', path: '/api/packages', function: 'packages', operation: 'listPackages', role: 'public' },
  { method: 'GET', path: '/api/purchases', function: 'purchases', operation: 'listPurchases', role: 'user' },
  { method: 'POST', path: '/api/checkout', function: 'checkout', operation: 'createCheckout', role: 'user' },
  { method: 'POST', path: '/api/checkout/quote', function: 'checkout', operation: 'quote', role: 'user' },
  { method: 'POST', path: '/api/coupons/validate', function: 'coupons', operation: 'validateCoupon', role: 'user' },
  { method: 'POST', path: '/api/stripe/webhook', function: 'stripe-webhook', operation: 'handleStripeEvent', role: 'public' },
  // The site.
  { method: 'GET', path: '/api/sittings', function: 'sittings', operation: 'listSittings', role: 'public' },
  { method: 'GET', path: '/api/site-settings', function: 'site-settings', operation: 'getSiteSettings', role: 'public' },
  { method: 'POST', path: '/api/events', function: 'events', operation: 'recordVisitorEvents', role: 'public' },
  { method: 'POST', path: '/api/me/events', function: 'events', operation: 'recordUserEvents', role: 'user' },
  // Administrators: the business.
  { method: 'GET', path: '/api/admin/settings/test-drive-discount', function: 'admin-read', operation: 'getTestDriveDiscount', role: 'super_admin' },
  { method: 'PUT', path: '/api/admin/settings/test-drive-discount', function: 'admin-settings', operation: 'setTestDriveDiscount', role: 'super_admin' },
  { method: 'GET', path: '/api/admin/settings', function: 'admin-read', operation: 'getSettings', role: 'super_admin' },
  { method: 'PUT', path: '/api/admin/settings', function: 'admin-settings', operation: 'saveSettings', role: 'super_admin' },
  { method: 'PUT', path: '/api/admin/sittings', function: 'admin-settings', operation: 'replaceSittings', role: 'super_admin' },
  { method: 'GET', path: '/api/admin/security', function: 'admin-read', operation: 'securityOverview', role: 'super_admin' },
  { method: 'GET', path: '/api/admin/analytics', function: 'admin-read', operation: 'analytics', role: 'super_admin' },
  { method: 'GET', path: '/api/admin/overview', function: 'admin-insights', operation: 'overview', role: 'super_admin' },
  { method: 'GET', path: '/api/admin/analytics/funnel', function: 'admin-insights', operation: 'funnel', role: 'super_admin' },
  { method: 'GET', path: '/api/admin/analytics/export', function: 'admin-insights', operation: 'exportFunnel', role: 'super_admin' },
  { method: 'GET', path: '/api/admin/security/events', function: 'admin-insights', operation: 'securityEvents', role: 'super_admin' },
  { method: 'GET', path: '/api/admin/coupons', function: 'admin-billing-read', operation: 'listCoupons', role: 'super_admin' },
  { method: 'POST', path: '/api/admin/coupons', function: 'admin-billing', operation: 'createCoupon', role: 'super_admin' },
  { method: 'DELETE', path: '/api/admin/coupons/{code}', function: 'admin-billing', operation: 'deactivateCoupon', role: 'super_admin' },
  { method: 'GET', path: '/api/admin/purchases', function: 'admin-billing-read', operation: 'listSales', role: 'super_admin' },
  { method: 'GET', path: '/api/admin/purchases/export', function: 'admin-billing-read', operation: 'exportSales', role: 'super_admin' },
  // Administrators: the users (/admin/users).
  { method: 'GET', path: '/api/admin/users', function: 'admin-users-read', operation: 'listUsers', role: 'super_admin' },
  { method: 'GET', path: '/api/admin/users/{userId}', function: 'admin-users-read', operation: 'getUser', role: 'super_admin' },
  { method: 'GET', path: '/api/admin/users/{userId}/attempts', function: 'admin-users-read', operation: 'listUserAttempts', role: 'super_admin' },
  { method: 'GET', path: '/api/admin/users/{userId}/audit', function: 'admin-users-read', operation: 'listUserAudit', role: 'super_admin' },
  { method: 'PUT', path: '/api/admin/users/{userId}/role', function: 'admin-users', operation: 'setRole', role: 'super_admin' },
  { method: 'POST', path: '/api/admin/users/{userId}/grants', function: 'admin-users', operation: 'grantComp', role: 'super_admin' },
  { method: 'POST', path: '/api/admin/users/{userId}/purchases/{purchaseId}/extend', function: 'admin-users', operation: 'extendAccess', role: 'super_admin' },
  { method: 'POST', path: '/api/admin/users/{userId}/purchases/{purchaseId}/revoke', function: 'admin-users', operation: 'revokeAccess', role: 'super_admin' },
  { method: 'POST', path: '/api/admin/users/{userId}/verification-email', function: 'admin-users', operation: 'resendVerification', role: 'super_admin' },
  { method: 'POST', path: '/api/admin/users/{userId}/sign-out-everywhere', function: 'admin-users', operation: 'signOutEverywhere', role: 'super_admin' },
  { method: 'POST', path: '/api/admin/users/{userId}/disable', function: 'admin-users', operation: 'disableUser', role: 'super_admin' },
  { method: 'POST', path: '/api/admin/users/{userId}/enable', function: 'admin-users', operation: 'enableUser', role: 'super_admin' },
  // Administrators: email (/admin/email).
  { method: 'GET', path: '/api/admin/email/templates', function: 'admin-email-read', operation: 'listEmailTemplates', role: 'super_admin' },
  { method: 'GET', path: '/api/admin/email/templates/{template}', function: 'admin-email-read', operation: 'previewEmailTemplate', role: 'super_admin' },
  { method: 'POST', path: '/api/admin/email/templates/{template}/test', function: 'admin-email', operation: 'sendTestEmail', role: 'super_admin' },
  { method: 'GET', path: '/api/admin/email/log', function: 'admin-email-read', operation: 'listEmailLog', role: 'super_admin' },
  { method: 'GET', path: '/api/admin/email/reminders/preview', function: 'admin-email-read', operation: 'previewExamReminders', role: 'super_admin' },
  // Administrators: the content.
  { method: 'POST', path: '/api/admin/question-bank/import', function: 'admin-content', operation: 'importBank', role: 'content_manager' },
  // Catch-all, matched last (API Gateway prefers the most specific route): JSON 404s.
  { method: 'ANY', path: '/api/{proxy+}', function: 'not-found', operation: 'notFound', role: 'public' },
] as const satisfies readonly RouteDefinition[];

export type Route = (typeof routes)[number];
export type RouteKey = `${Route['method']} ${Route['path']}`;
export type RouteOf<F extends FunctionName> = Extract<Route, { function: F }>;
export type OperationOf<F extends FunctionName> = RouteOf<F>['operation'];

export const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>) => `${route.method} ${route.path}` as RouteKey;

/** Whether a caller holding `held` may call a route that needs `needed`. */
export function roleAllows(needed: Role, held: Role): boolean {
  return roles.indexOf(held) >= roles.indexOf(needed);
}

export const functionNames = Object.keys(apiFunctions) as FunctionName[];
