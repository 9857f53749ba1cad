import { z } from 'zod';

/**
 * First-party analytics (platform §9): the spec's conversion events and tracked landing and
 * sign-up events. Events carry a name, the page path and a few scalar properties; never an
 * email, a name or free text. The user id is added by the server from the session, if any.
 */
export const conversionEvents = ['signup', 'totalPackageSale', 'barristerSale', 'solicitorSale', 'landingPageView'] as const;
export const landingEvents = [
  'landing_hero_view',
  'landing_cta_click',
  'landing_ai_demo_view',
  'landing_ai_demo_interaction',
  'landing_pricing_view',
  'landing_pricing_card_click',
  'landing_faq_view',
  'landing_faq_toggle',
  'landing_nav_logo_click',
  'landing_signup_click',
  'landing_login_click',
] as const;
export const signupEvents = [
  'signup_page_view',
  'signup_form_start',
  'signup_form_complete',
  'signup_success',
  'signup_email_focus',
  'signup_password_focus',
  'signup_exam_type_select',
  'signup_exam_date_select',
  'signup_error',
] as const;
/** What a browser may report. Sales and sign-ups are recorded by the server where they happen, so no one can post one. */
export const clientEventNames = ['landingPageView', ...landingEvents, ...signupEvents] as const;
export type AnalyticsEventName = (typeof clientEventNames)[number];
export const analyticsEventNames = [...conversionEvents, ...landingEvents, ...signupEvents] as const;
export type AnyEventName = (typeof analyticsEventNames)[number];

const propertyValue = z.union([z.string().max(100), z.number().finite(), z.boolean()]);

export const analyticsEventSchema = z
  .object({
    name: z.enum(clientEventNames),
    /** The SPA path the event happened on (no query string: it may carry tokens). */
    path: z.string().max(200).regex(/^\/[^?#]*$/, 'path is a path without query or fragment'),
    occurredAt: z.iso.datetime(),
    properties: z
      .record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/), propertyValue)
      .refine((p) => Object.keys(p).length <= 10, 'At most 10 properties')
      .optional(),
  })
  .strict();
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** POST /api/events (visitors) and POST /api/me/events (signed in): a batch of up to 25. */
export const recordEventsRequestSchema = z.object({ events: z.array(analyticsEventSchema).min(1).max(25) }).strict();
export type RecordEventsRequest = z.infer<typeof recordEventsRequestSchema>;

/** GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD (at most 92 days): counts per day and event. */
export const analyticsQuerySchema = z
  .object({ from: z.iso.date(), to: z.iso.date() })
  .strict()
  .refine((q) => q.from <= q.to, 'from must not be after to')
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < 92, 'At most 92 days at a time');
export const analyticsResponseSchema = z.object({
  days: z.array(z.object({ date: z.string(), counts: z.record(z.string(), z.number().int()) })),
  totals: z.record(z.string(), z.number().int()),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
