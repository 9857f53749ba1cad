import { createBrowserRouter } from 'react-router-dom';
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

export const router = createBrowserRouter([
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
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
