import { Link } from 'react-router-dom';
import '../info.css';

type RouteEntry = [path: string, purpose: string];

/** A directory of every route, for testers (platform §2 lists /test-nav; its content is ours). */
const GROUPS: { title: string; note: string; routes: RouteEntry[] }[] = [
  {
    title: 'Public',
    note: 'Anyone can open these.',
    routes: [
      ['/', 'Landing page (a signed-in user goes to the dashboard)'],
      ['/landing', 'Alternative landing (same page)'],
      ['/landing-v2', 'Alternative landing (same page)'],
      ['/old-landing', 'Alternative landing (same page)'],
      ['/pricing', 'The three packs'],
      ['/faq', 'Frequently asked questions'],
      ['/exam-dates', 'Sittings, deadlines and venues'],
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
      ['/contact', 'Contact and quick answers'],
      ['/sample-quiz', 'Redirects to /free-diagnostic'],
      ['/free-diagnostic', 'Sign-up for visitors; the diagnostic for candidates'],
      ['/login', 'Sign in'],
      ['/signup', 'Create an account'],
      ['/forgot-password', 'Ask for a reset link'],
      ['/reset-password', 'Choose a new password (from the emailed link)'],
      ['/checkout/success', 'Where the payment page returns'],
      ['/test-nav', 'This page'],
    ],
  },
  {
    title: 'Candidate (signed in)',
    note: 'Without a session these send you to sign in and back.',
    routes: [
      ['/dashboard', 'Learner home (signed out: back to /)'],
      ['/dashboard-old', 'Same dashboard'],
      ['/my-content', 'Practice content'],
      ['/test-exam', 'Pick a test to take'],
      ['/v3-diagnostic-test', 'Redirects to /test-exam'],
      ['/exam-session/{attemptId}', 'Take an attempt (also /exam/{attemptId})'],
      ['/exam-session/{attemptId}/processing', 'Scoring screen'],
      ['/exam-session/{attemptId}/results', 'Results'],
      ['/exam-results/{attemptId}', 'Review of a completed attempt'],
      ['/exam-results/{attemptId}/report/{reportId}', 'A given report'],
      ['/diagnostic-report/{attemptId}', 'Diagnostic report (also /diagnostic-results/{attemptId})'],
      ['/performance', 'Performance analytics'],
      ['/my-exam-history', 'Exam history (/exam-history redirects here)'],
      ['/account', 'Account and security'],
      ['/billing', 'Purchases and receipts'],
      ['/checkout?package=total', 'Checkout for a pack'],
      ['/auth', 'Where a purchase without a session goes (to sign in)'],
    ],
  },
  {
    title: 'Admin',
    note: 'Administrators only.',
    routes: [
      ['/admin', 'Admin overview'],
      ['/admin/analytics', 'Product analytics'],
      ['/admin/settings', 'Test Drive discount and exam sittings'],
      ['/admin/billing', 'Coupons'],
      ['/admin/users', 'Users'],
      ['/admin/exams', 'Exam templates'],
      ['/admin/questions', 'Question bank'],
      ['/admin/packages', 'Packages'],
      ['/admin/email', 'Email'],
      ['/admin/content', 'Content'],
      ['/admin/assessments', 'Assessments'],
      ['/admin/question-reorder', 'Question order'],
    ],
  },
];

export function TestNavPage() {
  return (
    <article className="info-page">
      <h1>Test navigation</h1>
      <p className="lead-small">Every route of the product, for testing. Routes with a {'{parameter}'} need a real id from your own attempts.</p>
      <div className="route-groups">
        {GROUPS.map((group) => (
          <section key={group.title} aria-labelledby={`routes-${group.title}`}>
            <h2 id={`routes-${group.title}`}>{group.title}</h2>
            <p className="muted">{group.note}</p>
            <ul className="route-list">
              {group.routes.map(([path, purpose]) => (
                <li key={path}>
                  {path.includes('{') ? <code>{path}</code> : <Link to={path}>{path}</Link>}
                  <span className="muted">{purpose}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </article>
  );
}
