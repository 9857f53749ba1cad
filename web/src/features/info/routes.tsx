import type { RouteObject } from 'react-router-dom';

/** The public information pages, each its own chunk. */
export const infoRoutes: RouteObject[] = [
  { path: '/terms', lazy: async () => ({ Component: (await import('./components/terms-page.tsx')).TermsPage }) },
  { path: '/privacy', lazy: async () => ({ Component: (await import('./components/privacy-page.tsx')).PrivacyPage }) },
  { path: '/contact', lazy: async () => ({ Component: (await import('./components/contact-page.tsx')).ContactPage }) },
  { path: '/faq', lazy: async () => ({ Component: (await import('./components/faq-page.tsx')).FaqPage }) },
  { path: '/exam-dates', lazy: async () => ({ Component: (await import('./components/exam-dates-page.tsx')).ExamDatesPage }) },
  { path: '/test-nav', lazy: async () => ({ Component: (await import('./components/test-nav-page.tsx')).TestNavPage }) },
];
