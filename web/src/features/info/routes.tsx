import type { RouteObject } from 'react-router-dom';

/** The public information pages (/terms, /privacy, /contact, /faq, /exam-dates, /test-nav). */
export const infoRoutes: RouteObject[] = [];
