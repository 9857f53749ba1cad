import type { RouteObject } from 'react-router-dom';

/** The admin area's pages, children of /admin (mounted behind RequireAdmin by the app router). */
export const adminRoutes: RouteObject[] = [];
