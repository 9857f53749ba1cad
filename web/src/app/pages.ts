import { lazy, type ComponentProps, type ComponentType } from 'react';
import type { ListedRoute } from '../features/info/components/test-nav-page.tsx';

/**
 * The one list of the SPA's pages: each path, what serves it, who may open it, what it preloads
 * and how /test-nav lists it. The router (router.tsx), link preloading (preload.ts) and /test-nav
 * are built from it, so a path is written once, here.
 */

interface LazyPage<P> {
  Component: ComponentType<P>;
  preload: () => Promise<unknown>;
}

/**
 * Every page is its own chunk, loaded on first visit and preloaded when a link to it is hovered
 * or focused, or on the spec's after-arrival schedule (`next` below, preload.ts).
 */
function page<M, P = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyPage<P> {
  let loading: Promise<M> | undefined;
  const once = () => (loading ??= load().catch((error: unknown) => {
    // A failed chunk (offline, a new deploy) may be fetched again on the next try.
    loading = undefined;
    throw error;
  }));
  return { Component: lazy(() => once().then((m) => ({ default: pick(m) }))), preload: once };
}

export const pages = {
  landing: page(() => import('../features/landing/components/landing-page.tsx'), (m) => m.LandingPage),
  login: page(() => import('../features/auth/components/login-page.tsx'), (m) => m.LoginPage),
  signup: page(() => import('../features/auth/components/signup-page.tsx'), (m) => m.SignupPage),
  forgotPassword: page(() => import('../features/auth/components/forgot-password-page.tsx'), (m) => m.ForgotPasswordPage),
  resetPassword: page(() => import('../features/auth/components/reset-password-page.tsx'), (m) => m.ResetPasswordPage),
  verifyEmail: page(() => import('../features/account/components/verify-email-page.tsx'), (m) => m.VerifyEmailPage),
  unsubscribe: page(() => import('../features/account/components/unsubscribe-page.tsx'), (m) => m.UnsubscribePage),
  dashboard: page(() => import('../features/dashboard/components/dashboard-page.tsx'), (m) => m.DashboardPage),
  account: page(() => import('../features/account/components/account-page.tsx'), (m) => m.AccountPage),
  practice: page(() => import('../features/practice/components/practice-content-page.tsx'), (m) => m.PracticeContentPage),
  examSession: page(() => import('../features/exam/components/exam-session-page.tsx'), (m) => m.ExamSessionPage),
  processing: page(() => import('../features/exam/components/processing-page.tsx'), (m) => m.ProcessingPage),
  results: page(() => import('../features/exam/components/results-page.tsx'), (m) => m.ResultsPage),
  review: page(() => import('../features/exam/components/review-page.tsx'), (m) => m.ReviewPage),
  history: page(() => import('../features/exam/components/history-page.tsx'), (m) => m.HistoryPage),
  report: page(() => import('../features/report/components/report-page.tsx'), (m) => m.ReportPage),
  performance: page(() => import('../features/performance/components/performance-page.tsx'), (m) => m.PerformancePage),
  pricing: page(() => import('../features/commerce/components/pricing-page.tsx'), (m) => m.PricingPage),
  checkout: page(() => import('../features/commerce/components/checkout-page.tsx'), (m) => m.CheckoutPage),
  checkoutSuccess: page(() => import('../features/commerce/components/checkout-success-page.tsx'), (m) => m.CheckoutSuccessPage),
  billing: page(() => import('../features/commerce/components/billing-page.tsx'), (m) => m.BillingPage),
  terms: page(() => import('../features/info/components/terms-page.tsx'), (m) => m.TermsPage),
  privacy: page(() => import('../features/info/components/privacy-page.tsx'), (m) => m.PrivacyPage),
  contact: page(() => import('../features/info/components/contact-page.tsx'), (m) => m.ContactPage),
  faq: page(() => import('../features/info/components/faq-page.tsx'), (m) => m.FaqPage),
  examDates: page(() => import('../features/info/components/exam-dates-page.tsx'), (m) => m.ExamDatesPage),
  testNav: page(() => import('../features/info/components/test-nav-page.tsx'), (m) => m.TestNavPage),
  adminBilling: page(() => import('../features/admin-billing/components/admin-billing-page.tsx'), (m) => m.AdminBillingPage),
  adminSettings: page(() => import('../features/admin-settings/components/admin-settings-page.tsx'), (m) => m.AdminSettingsPage),
  adminEmail: page(() => import('../features/admin-email/components/admin-email-page.tsx'), (m) => m.AdminEmailPage),
  adminOverview: page(() => import('../features/admin-overview/components/admin-overview-page.tsx'), (m) => m.AdminOverviewPage),
  adminAnalytics: page(() => import('../features/admin-analytics/components/admin-analytics-page.tsx'), (m) => m.AdminAnalyticsPage),
  adminUsers: page(() => import('../features/admin-users/components/admin-users-page.tsx'), (m) => m.AdminUsersPage),
  adminUser: page(() => import('../features/admin-users/components/admin-user-page.tsx'), (m) => m.AdminUserPage),
};

export type PageKey = keyof typeof pages;

/** Every path of the SPA (platform §2, learning-area §2). */
export const paths = {
  home: '/',
  landing: '/landing',
  landingV2: '/landing-v2',
  oldLanding: '/old-landing',
  pricing: '/pricing',
  faq: '/faq',
  examDates: '/exam-dates',
  terms: '/terms',
  privacy: '/privacy',
  contact: '/contact',
  sampleQuiz: '/sample-quiz',
  freeDiagnostic: '/free-diagnostic',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  unsubscribe: '/unsubscribe',
  checkoutSuccess: '/checkout/success',
  testNav: '/test-nav',
  dashboard: '/dashboard',
  dashboardOld: '/dashboard-old',
  myContent: '/my-content',
  testExam: '/test-exam',
  v3Diagnostic: '/v3-diagnostic-test',
  examSession: '/exam-session/:attemptId',
  exam: '/exam/:attemptId',
  processing: '/exam-session/:attemptId/processing',
  results: '/exam-session/:attemptId/results',
  review: '/exam-results/:attemptId',
  report: '/exam-results/:attemptId/report/:reportId',
  diagnosticReport: '/diagnostic-report/:attemptId',
  diagnosticResults: '/diagnostic-results/:attemptId',
  performance: '/performance',
  history: '/my-exam-history',
  examHistory: '/exam-history',
  account: '/account',
  billing: '/billing',
  checkout: '/checkout',
  auth: '/auth',
  admin: '/admin',
  adminAnalytics: '/admin/analytics',
  adminSettings: '/admin/settings',
  adminBilling: '/admin/billing',
  adminUsers: '/admin/users',
  adminUser: '/admin/users/:userId',
  adminExams: '/admin/exams',
  adminQuestions: '/admin/questions',
  adminPackages: '/admin/packages',
  adminEmail: '/admin/email',
  adminContent: '/admin/content',
  adminAssessments: '/admin/assessments',
  adminQuestionReorder: '/admin/question-reorder',
} as const;

/**
 * Who may open a route. public: anyone. visitor: anyone, but a signed-in user goes to the
 * dashboard. auth: signed in, else sign-in and back (or `signedOutTo`). admin: inside /admin,
 * behind the administrators-only guard.
 */
export type Guard = 'public' | 'visitor' | 'auth' | 'admin';

/** The router's own elements that are not page chunks (they only decide where to go). */
export type RouteElement = 'free-diagnostic' | 'auth-redirect';

/** A page chunk, with the props this route gives it. */
type ServedByPage = { [K in PageKey]: { page: K; props?: ComponentProps<(typeof pages)[K]['Component']> } }[PageKey];

type Served =
  | ServedByPage
  /** A redirect; `preload` is the chunk a link to it warms up. */
  | { redirect: string; preload?: PageKey }
  | { element: RouteElement; preload?: PageKey }
  /** Not built yet (the admin pages arrive with the admin issues): the area's not-found page answers. */
  | { planned: true };

export type RouteEntry = Served & {
  path: string;
  guard: Guard;
  /** auth guard: where a signed-out visitor goes instead of sign-in. */
  signedOutTo?: string;
  /** Full window, without the site's header and footer, like the real exam software. */
  fullWindow?: true;
  /** The pages likely next: preloaded 500 ms after arriving here (platform §2). */
  next?: PageKey[];
  /** How /test-nav lists it: its group, what it is for, and the link when the path has parameters to fill or a query to add. */
  nav?: { group: ListedRoute['group']; label: string; link?: string };
};

/** '/exam/:attemptId' as /test-nav shows it: '/exam/{attemptId}'. */
const shown = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** In /test-nav's order; routes without `nav` are not listed there. */
export const routes: RouteEntry[] = [
  { path: paths.home, page: 'landing', guard: 'visitor', next: ['login', 'signup'], nav: { group: 'public', label: 'Landing page (a signed-in user goes to the dashboard)' } },
  // The alternative landings render today's landing, not stale copies.
  { path: paths.landing, page: 'landing', guard: 'public', nav: { group: 'public', label: 'Alternative landing (same page)' } },
  { path: paths.landingV2, page: 'landing', guard: 'public', nav: { group: 'public', label: 'Alternative landing (same page)' } },
  { path: paths.oldLanding, page: 'landing', guard: 'public', nav: { group: 'public', label: 'Alternative landing (same page)' } },
  { path: paths.pricing, page: 'pricing', guard: 'public', nav: { group: 'public', label: 'The three packs' } },
  { path: paths.faq, page: 'faq', guard: 'public', nav: { group: 'public', label: 'Frequently asked questions' } },
  { path: paths.examDates, page: 'examDates', guard: 'public', nav: { group: 'public', label: 'Sittings, deadlines and venues' } },
  { path: paths.terms, page: 'terms', guard: 'public', nav: { group: 'public', label: 'Terms of Service' } },
  { path: paths.privacy, page: 'privacy', guard: 'public', nav: { group: 'public', label: 'Privacy Policy' } },
  { path: paths.contact, page: 'contact', guard: 'public', nav: { group: 'public', label: 'Contact and quick answers' } },
  { path: paths.sampleQuiz, redirect: paths.freeDiagnostic, guard: 'public', nav: { group: 'public', label: `Redirects to ${paths.freeDiagnostic}` } },
  { path: paths.freeDiagnostic, element: 'free-diagnostic', preload: 'signup', guard: 'public', nav: { group: 'public', label: 'Sign-up for visitors; the diagnostic for candidates' } },
  { path: paths.login, page: 'login', guard: 'public', next: ['dashboard'], nav: { group: 'public', label: 'Sign in' } },
  { path: paths.signup, page: 'signup', guard: 'public', next: ['dashboard'], nav: { group: 'public', label: 'Create an account' } },
  { path: paths.forgotPassword, page: 'forgotPassword', guard: 'public', nav: { group: 'public', label: 'Ask for a reset link' } },
  { path: paths.resetPassword, page: 'resetPassword', guard: 'public', nav: { group: 'public', label: 'Choose a new password (from the emailed link)' } },
  { path: paths.verifyEmail, page: 'verifyEmail', guard: 'public' },
  // The link in marketing emails (?token=...): works signed in or not.
  { path: paths.unsubscribe, page: 'unsubscribe', guard: 'public' },
  { path: paths.checkoutSuccess, page: 'checkoutSuccess', guard: 'public', nav: { group: 'public', label: 'Where the payment page returns' } },
  { path: paths.testNav, page: 'testNav', props: { listRoutes: listedRoutes }, guard: 'public', nav: { group: 'public', label: 'This page' } },

  { path: paths.dashboard, page: 'dashboard', guard: 'auth', signedOutTo: paths.home, next: ['practice', 'performance'], nav: { group: 'candidate', label: `Learner home (signed out: back to ${paths.home})` } },
  { path: paths.dashboardOld, page: 'dashboard', guard: 'auth', signedOutTo: paths.home, nav: { group: 'candidate', label: 'Same dashboard' } },
  { path: paths.myContent, page: 'practice', props: { variant: 'my-content' }, guard: 'auth', next: ['examSession', 'dashboard'], nav: { group: 'candidate', label: 'Practice content' } },
  { path: paths.testExam, page: 'practice', props: { variant: 'test-exam' }, guard: 'auth', next: ['examSession'], nav: { group: 'candidate', label: 'Pick a test to take' } },
  // The "V3" diagnostic variant is the one diagnostic there is: its start page.
  { path: paths.v3Diagnostic, redirect: paths.testExam, preload: 'practice', guard: 'public', nav: { group: 'candidate', label: `Redirects to ${paths.testExam}` } },
  { path: paths.examSession, page: 'examSession', guard: 'auth', fullWindow: true, next: ['results', 'dashboard'], nav: { group: 'candidate', label: `Take an attempt (also ${shown(paths.exam)})` } },
  { path: paths.exam, page: 'examSession', guard: 'auth', fullWindow: true },
  { path: paths.processing, page: 'processing', guard: 'auth', nav: { group: 'candidate', label: 'Scoring screen' } },
  { path: paths.results, page: 'results', guard: 'auth', nav: { group: 'candidate', label: 'Results' } },
  { path: paths.review, page: 'review', guard: 'auth', nav: { group: 'candidate', label: 'Review of a completed attempt' } },
  { path: paths.report, page: 'report', guard: 'auth', nav: { group: 'candidate', label: 'A given report' } },
  { path: paths.diagnosticReport, page: 'report', guard: 'auth', nav: { group: 'candidate', label: `Diagnostic report (also ${shown(paths.diagnosticResults)})` } },
  { path: paths.diagnosticResults, page: 'report', guard: 'auth' },
  { path: paths.performance, page: 'performance', guard: 'auth', next: ['practice', 'dashboard'], nav: { group: 'candidate', label: 'Performance analytics' } },
  { path: paths.history, page: 'history', guard: 'auth', nav: { group: 'candidate', label: `Exam history (${paths.examHistory} redirects here)` } },
  { path: paths.examHistory, redirect: paths.history, preload: 'history', guard: 'public' },
  { path: paths.account, page: 'account', guard: 'auth', nav: { group: 'candidate', label: 'Account and security' } },
  { path: paths.billing, page: 'billing', guard: 'auth', nav: { group: 'candidate', label: 'Purchases and receipts' } },
  { path: paths.checkout, page: 'checkout', guard: 'auth', nav: { group: 'candidate', label: 'Checkout for a pack', link: `${paths.checkout}?package=total` } },
  { path: paths.auth, element: 'auth-redirect', guard: 'public', nav: { group: 'candidate', label: 'Where a purchase without a session goes (to sign in)' } },

  { path: paths.admin, page: 'adminOverview', guard: 'admin', nav: { group: 'admin', label: 'Admin overview' } },
  { path: paths.adminAnalytics, page: 'adminAnalytics', guard: 'admin', nav: { group: 'admin', label: 'Product analytics' } },
  { path: paths.adminSettings, page: 'adminSettings', guard: 'admin', nav: { group: 'admin', label: 'Settings: exam sittings, Test Drive discount, support address, simulation mode' } },
  { path: paths.adminBilling, page: 'adminBilling', guard: 'admin', nav: { group: 'admin', label: 'Coupons, purchases and refunds, sales CSV' } },
  { path: paths.adminUsers, page: 'adminUsers', guard: 'admin', next: ['adminUser'], nav: { group: 'admin', label: 'Users: find by email or name; comps, sessions, roles, disable' } },
  { path: paths.adminUser, page: 'adminUser', guard: 'admin', nav: { group: 'admin', label: "A user's profile, access, purchases, sessions, attempts and audit trail" } },
  { path: paths.adminExams, planned: true, guard: 'admin', nav: { group: 'admin', label: 'Exam templates' } },
  { path: paths.adminQuestions, planned: true, guard: 'admin', nav: { group: 'admin', label: 'Question bank' } },
  { path: paths.adminPackages, planned: true, guard: 'admin', nav: { group: 'admin', label: 'Packages' } },
  { path: paths.adminEmail, page: 'adminEmail', guard: 'admin', nav: { group: 'admin', label: 'Email templates, send log and exam reminders' } },
  { path: paths.adminContent, planned: true, guard: 'admin', nav: { group: 'admin', label: 'Content' } },
  { path: paths.adminAssessments, planned: true, guard: 'admin', nav: { group: 'admin', label: 'Assessments' } },
  { path: paths.adminQuestionReorder, planned: true, guard: 'admin', nav: { group: 'admin', label: 'Question order' } },
];

/** /test-nav's directory: every listed route, in order. */
function listedRoutes(): ListedRoute[] {
  return routes.flatMap(({ path, nav }) => (nav ? [{ group: nav.group, path: nav.link ?? shown(path), purpose: nav.label }] : []));
}
