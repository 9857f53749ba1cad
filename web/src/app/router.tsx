import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { PageLoading } from '../components/page-loading.tsx';
import { Layout } from '../components/layout.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { RedirectIfSignedIn, RequireAuth } from '../features/auth/components/require-auth.tsx';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { SignupPage } from '../features/auth/components/signup-page.tsx';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page.tsx';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page.tsx';
import { DashboardPage } from '../features/dashboard/components/dashboard-page.tsx';
import { AccountPage } from '../features/account/components/account-page.tsx';
import { VerifyEmailPage } from '../features/account/components/verify-email-page.tsx';
import { LandingPage } from '../features/landing/components/landing-page.tsx';
import { PracticeContentPage } from '../features/practice/components/practice-content-page.tsx';
import { ExamSessionPage } from '../features/exam/components/exam-session-page.tsx';
import { ProcessingPage } from '../features/exam/components/processing-page.tsx';
import { ResultsPage } from '../features/exam/components/results-page.tsx';
import { ReviewPage } from '../features/exam/components/review-page.tsx';
import { HistoryPage } from '../features/exam/components/history-page.tsx';
import { ReportPage } from '../features/report/components/report-page.tsx';
import { PricingPage } from '../features/commerce/components/pricing-page.tsx';
import { CheckoutPage } from '../features/commerce/components/checkout-page.tsx';
import { CheckoutSuccessPage } from '../features/commerce/components/checkout-success-page.tsx';
import { BillingPage } from '../features/commerce/components/billing-page.tsx';
import { AuthRedirect } from '../features/auth/components/auth-redirect.tsx';
import { infoRoutes } from '../features/info/routes.tsx';

// Charts (Recharts) are loaded only with the page that draws them.
const PerformancePage = lazy(() => import('../features/performance/components/performance-page.tsx').then((m) => ({ default: m.PerformancePage })));

export const router = createBrowserRouter([
  // The exam screen is full-window, without the site's header and footer, like the real exam software.
  { path: '/exam-session/:attemptId', element: <RequireAuth><ExamSessionPage /></RequireAuth> },
  { path: '/exam/:attemptId', element: <RequireAuth><ExamSessionPage /></RequireAuth> },
  {
    element: <Layout />,
    children: [
      { path: '/', element: <RedirectIfSignedIn><LandingPage /></RedirectIfSignedIn> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/dashboard', element: <RequireAuth><DashboardPage /></RequireAuth> },
      { path: '/account', element: <RequireAuth><AccountPage /></RequireAuth> },
      { path: '/my-content', element: <RequireAuth><PracticeContentPage variant="my-content" /></RequireAuth> },
      { path: '/test-exam', element: <RequireAuth><PracticeContentPage variant="test-exam" /></RequireAuth> },
      { path: '/exam-session/:attemptId/processing', element: <RequireAuth><ProcessingPage /></RequireAuth> },
      { path: '/exam-session/:attemptId/results', element: <RequireAuth><ResultsPage /></RequireAuth> },
      { path: '/exam-results/:attemptId', element: <RequireAuth><ReviewPage /></RequireAuth> },
      { path: '/diagnostic-report/:attemptId', element: <RequireAuth><ReportPage /></RequireAuth> },
      { path: '/diagnostic-results/:attemptId', element: <RequireAuth><ReportPage /></RequireAuth> },
      { path: '/exam-results/:attemptId/report/:reportId', element: <RequireAuth><ReportPage /></RequireAuth> },
      { path: '/performance', element: <RequireAuth><Suspense fallback={<PageLoading />}><PerformancePage /></Suspense></RequireAuth> },
      { path: '/my-exam-history', element: <RequireAuth><HistoryPage /></RequireAuth> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/checkout', element: <RequireAuth><CheckoutPage /></RequireAuth> },
      { path: '/checkout/success', element: <CheckoutSuccessPage /> },
      { path: '/billing', element: <RequireAuth><BillingPage /></RequireAuth> },
      { path: '/auth', element: <AuthRedirect /> },
      { path: '/exam-history', element: <Navigate to="/my-exam-history" replace /> },
      ...infoRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
