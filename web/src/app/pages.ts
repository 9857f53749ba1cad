import { lazy, type ComponentType } from 'react';

/**
 * Every page is its own chunk, loaded on first visit and preloaded when a link to it is hovered
 * or focused, or on the spec's after-arrival schedule (preload.ts).
 */
interface LazyPage<P> {
  Component: ComponentType<P>;
  preload: () => Promise<unknown>;
}

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
};

export type PageKey = keyof typeof pages;
