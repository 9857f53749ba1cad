/**
 * The one route table. The CDK API stack creates an HTTP API route and a Lambda function per
 * handler module from it; the local server dispatches requests with it. A route cannot exist
 * in one and not the other.
 *
 * `handler` is a module under functions/handlers/ exporting `handler`; several routes may share
 * one module (one Lambda function per module). `auth`:
 *   - 'public': no authorizer;
 *   - 'user':   the Cognito JWT authorizer;
 *   - 'admin':  the JWT authorizer, and the handler also requires an admin group.
 */
export type RouteAuth = 'public' | 'user' | 'admin';

export interface RouteDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ANY';
  path: `/api/${string}`;
  handler: string;
  auth: RouteAuth;
}

export const routes = [
  { method: 'GET', path: '/api/me', handler: 'me', auth: 'user' },
  { method: 'PATCH', path: '/api/me', handler: 'me', auth: 'user' },
  { method: 'GET', path: '/api/catalogue', handler: 'catalogue', auth: 'public' },
  { method: 'POST', path: '/api/auth/signup', handler: 'auth', auth: 'public' },
  { method: 'POST', path: '/api/auth/password-reset', handler: 'auth', auth: 'public' },
  { method: 'POST', path: '/api/auth/password-reset/confirm', handler: 'auth', auth: 'public' },
  { method: 'POST', path: '/api/auth/verify-email', handler: 'auth', auth: 'public' },
  { method: 'POST', path: '/api/auth-rate-limiter', handler: 'auth', auth: 'public' },
  { method: 'GET', path: '/api/sessions', handler: 'sessions', auth: 'user' },
  { method: 'POST', path: '/api/sessions', handler: 'sessions', auth: 'user' },
  { method: 'POST', path: '/api/sessions/{sessionId}/activity', handler: 'sessions', auth: 'user' },
  { method: 'POST', path: '/api/sessions/{sessionId}/end', handler: 'sessions', auth: 'user' },
  { method: 'POST', path: '/api/sessions/sign-out-everywhere', handler: 'sessions', auth: 'user' },
  { method: 'GET', path: '/api/account/activity', handler: 'account', auth: 'user' },
  { method: 'POST', path: '/api/account/password', handler: 'account', auth: 'user' },
  { method: 'POST', path: '/api/account/verification-email', handler: 'account', auth: 'user' },
  { method: 'GET', path: '/api/content', handler: 'content', auth: 'user' },
  { method: 'GET', path: '/api/attempts', handler: 'attempts', auth: 'user' },
  { method: 'POST', path: '/api/attempts', handler: 'attempts', auth: 'user' },
  { method: 'GET', path: '/api/attempts/{attemptId}', handler: 'attempts', auth: 'user' },
  { method: 'PUT', path: '/api/attempts/{attemptId}/responses/{questionId}', handler: 'attempts', auth: 'user' },
  { method: 'PUT', path: '/api/attempts/{attemptId}/position', handler: 'attempts', auth: 'user' },
  { method: 'PUT', path: '/api/attempts/{attemptId}/notes', handler: 'attempts', auth: 'user' },
  { method: 'POST', path: '/api/attempts/{attemptId}/submit', handler: 'attempts', auth: 'user' },
  { method: 'POST', path: '/api/attempts/{attemptId}/parts/{part}/start', handler: 'attempts', auth: 'user' },
  { method: 'GET', path: '/api/performance', handler: 'performance', auth: 'user' },
  { method: 'GET', path: '/api/reports/{attemptId}', handler: 'reports', auth: 'user' },
  { method: 'GET', path: '/api/reports/{attemptId}/{reportId}', handler: 'reports', auth: 'user' },
  { method: 'GET', path: '/api/packages', handler: 'packages', auth: 'public' },
  { method: 'GET', path: '/api/purchases', handler: 'purchases', auth: 'user' },
  { method: 'POST', path: '/api/checkout', handler: 'checkout', auth: 'user' },
  { method: 'POST', path: '/api/checkout/quote', handler: 'checkout', auth: 'user' },
  { method: 'POST', path: '/api/coupons/validate', handler: 'coupons', auth: 'user' },
  { method: 'POST', path: '/api/stripe/webhook', handler: 'stripe-webhook', auth: 'public' },
  { method: 'GET', path: '/api/admin/settings/test-drive-discount', handler: 'admin-settings', auth: 'admin' },
  { method: 'PUT', path: '/api/admin/settings/test-drive-discount', handler: 'admin-settings', auth: 'admin' },
  { method: 'GET', path: '/api/admin/security', handler: 'admin-security', auth: 'admin' },
  { method: 'POST', path: '/api/admin/question-bank/import', handler: 'admin-question-bank', auth: 'admin' },
  { method: 'GET', path: '/api/sittings', handler: 'sittings', auth: 'public' },
  { method: 'PUT', path: '/api/admin/sittings', handler: 'sittings', auth: 'admin' },
  { method: 'POST', path: '/api/events', handler: 'events', auth: 'public' },
  { method: 'POST', path: '/api/me/events', handler: 'events', auth: 'user' },
  { method: 'GET', path: '/api/admin/analytics', handler: 'admin-analytics', auth: 'admin' },
  // Catch-all, matched last (API Gateway prefers the most specific route): JSON 404s.
  { method: 'ANY', path: '/api/{proxy+}', handler: 'not-found', auth: 'public' },
] as const satisfies readonly RouteDefinition[];

/** Handler modules, each becoming one Lambda function on AWS. */
export const handlerModules = [...new Set(routes.map((route) => route.handler))];
