import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router-dom';
import { PageLoading } from '../components/page-loading.tsx';
import { Layout } from '../components/layout.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { PageErrorBoundary, RouteErrorScreen } from '../components/error-screen.tsx';
import { RedirectIfSignedIn, RequireAuth } from '../features/auth/components/require-auth.tsx';
import { AuthRedirect } from '../features/auth/components/auth-redirect.tsx';
import { FreeDiagnosticRedirect } from '../features/auth/components/free-diagnostic-redirect.tsx';
import { infoRoutes } from '../features/info/routes.tsx';
import { adminRoutes } from '../features/admin/routes.tsx';
import { pages } from './pages.ts';

// The admin guard reads the profile (and its schema): only the admin area loads it.
const RequireAdmin = lazy(() => import('../features/auth/components/require-admin.tsx').then((m) => ({ default: m.RequireAdmin })));

const guarded = (element: ReactNode) => <RequireAuth>{element}</RequireAuth>;
const P = Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, page.Component])) as { [K in keyof typeof pages]: (typeof pages)[K]['Component'] };

/** Both route tables (platform §2, learning-area §2). Pages are code-split (pages.ts). */
export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorScreen />,
    children: [
      // The exam screen is full-window, without the site's header and footer, like the real exam software.
      {
        element: (
          <PageErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        ),
        children: [
          { path: '/exam-session/:attemptId', element: guarded(<P.examSession />) },
          { path: '/exam/:attemptId', element: guarded(<P.examSession />) },
        ],
      },
      {
        element: <Layout />,
        children: [
          { path: '/', element: <RedirectIfSignedIn><P.landing /></RedirectIfSignedIn> },
          // The alternative landings render today's landing, not stale copies.
          { path: '/landing', element: <P.landing /> },
          { path: '/landing-v2', element: <P.landing /> },
          { path: '/old-landing', element: <P.landing /> },
          { path: '/sample-quiz', element: <Navigate to="/free-diagnostic" replace /> },
          { path: '/free-diagnostic', element: <FreeDiagnosticRedirect /> },
          { path: '/login', element: <P.login /> },
          { path: '/signup', element: <P.signup /> },
          { path: '/forgot-password', element: <P.forgotPassword /> },
          { path: '/reset-password', element: <P.resetPassword /> },
          { path: '/verify-email', element: <P.verifyEmail /> },
          { path: '/auth', element: <AuthRedirect /> },
          { path: '/dashboard', element: <RequireAuth signedOutTo="/"><P.dashboard /></RequireAuth> },
          { path: '/dashboard-old', element: <RequireAuth signedOutTo="/"><P.dashboard /></RequireAuth> },
          { path: '/account', element: guarded(<P.account />) },
          { path: '/my-content', element: guarded(<P.practice variant="my-content" />) },
          { path: '/test-exam', element: guarded(<P.practice variant="test-exam" />) },
          // The "V3" diagnostic variant is the one diagnostic there is: its start page.
          { path: '/v3-diagnostic-test', element: <Navigate to="/test-exam" replace /> },
          { path: '/exam-session/:attemptId/processing', element: guarded(<P.processing />) },
          { path: '/exam-session/:attemptId/results', element: guarded(<P.results />) },
          { path: '/exam-results/:attemptId', element: guarded(<P.review />) },
          { path: '/exam-results/:attemptId/report/:reportId', element: guarded(<P.report />) },
          { path: '/diagnostic-report/:attemptId', element: guarded(<P.report />) },
          { path: '/diagnostic-results/:attemptId', element: guarded(<P.report />) },
          { path: '/performance', element: guarded(<P.performance />) },
          { path: '/my-exam-history', element: guarded(<P.history />) },
          { path: '/exam-history', element: <Navigate to="/my-exam-history" replace /> },
          { path: '/pricing', element: <P.pricing /> },
          { path: '/checkout', element: guarded(<P.checkout />) },
          { path: '/checkout/success', element: <P.checkoutSuccess /> },
          { path: '/billing', element: guarded(<P.billing />) },
          ...infoRoutes,
          {
            path: '/admin',
            element: (
              <RequireAdmin>
                <Outlet />
              </RequireAdmin>
            ),
            children: [...adminRoutes, { path: '*', element: <NotFoundPage /> }],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
