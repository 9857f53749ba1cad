import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/page-loading.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { PageErrorBoundary, RouteErrorScreen } from '../components/error-screen.tsx';
import { RedirectIfSignedIn, RequireAuth } from '../features/auth/components/require-auth.tsx';
import { AuthRedirect } from '../features/auth/components/auth-redirect.tsx';
import { FreeDiagnosticRedirect } from '../features/auth/components/free-diagnostic-redirect.tsx';
import { Layout } from './layout.tsx';
import { pages, paths, routes, type RouteElement, type RouteEntry } from './pages.ts';

// The admin guard reads the profile (and its schema): only the admin area loads it.
const AdminLayout = lazy(() => import('./admin-layout.tsx').then((m) => ({ default: m.AdminLayout })));
const RequireAdmin = lazy(() => import('../features/auth/components/require-admin.tsx').then((m) => ({ default: m.RequireAdmin })));

const ELEMENTS: Record<RouteElement, ReactNode> = {
  'free-diagnostic': <FreeDiagnosticRedirect />,
  'auth-redirect': <AuthRedirect />,
};

function served(route: RouteEntry): ReactNode {
  if ('page' in route) {
    const Page = pages[route.page].Component as ComponentType<object>;
    return <Page {...route.props} />;
  }
  if ('redirect' in route) return <Navigate to={route.redirect} replace />;
  if ('element' in route) return ELEMENTS[route.element];
  return null;
}

function guarded(route: RouteEntry, element: ReactNode): ReactNode {
  if (route.guard === 'visitor') return <RedirectIfSignedIn>{element}</RedirectIfSignedIn>;
  if (route.guard === 'auth') return <RequireAuth signedOutTo={route.signedOutTo}>{element}</RequireAuth>;
  // Public routes are open; admin routes sit inside /admin, behind RequireAdmin.
  return element;
}

/** The routes of pages.ts that are built, as the router's route objects. */
const routesWhere = (keep: (route: RouteEntry) => boolean): RouteObject[] =>
  routes.filter((route) => !('planned' in route) && keep(route)).map((route) => ({ path: route.path, element: guarded(route, served(route)) }));

/** Both route tables (platform §2, learning-area §2), from the list of pages (pages.ts). */
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
        children: routesWhere((route) => route.fullWindow === true),
      },
      {
        element: <Layout />,
        children: [
          ...routesWhere((route) => !route.fullWindow && route.guard !== 'admin'),
          {
            path: paths.admin,
            element: (
              <RequireAdmin>
                <AdminLayout />
              </RequireAdmin>
            ),
            children: [...routesWhere((route) => route.guard === 'admin'), { path: '*', element: <NotFoundPage /> }],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
