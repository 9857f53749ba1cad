import { Link } from 'react-router-dom';
import { FREE_DIAGNOSTIC } from '#shared/catalogue';
import { PRIVACY_EMAIL } from '../../../lib/contact.ts';
import { useSupportEmail } from '../../../api/site-settings.ts';
import { FaqItems } from '../../../components/faq-items.tsx';
import '../info.css';

export function ContactPage() {
  const supportEmail = useSupportEmail();
  return (
    <article className="info-page">
      <h1>Contact us</h1>
      <p className="lead-small">Questions about your account, a pack, a question you think is wrong, or the exams? We read every message.</p>
      <section className="card contact-card" aria-labelledby="support-heading">
        <h2 id="support-heading">Support</h2>
        <p>
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
        <p className="muted">We aim to answer within 24 hours on business days (Monday to Friday, 9 am to 5 pm Eastern).</p>
        <p className="muted">
          Privacy requests (a copy or deletion of your data): <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>
        </p>
      </section>
      <h2>Quick answers</h2>
      <FaqItems
        entries={[
          {
            question: 'How long is the free test?',
            answer: (
              <p>
                The free diagnostic has {FREE_DIAGNOSTIC.numberOfQuestions} questions and a {FREE_DIAGNOSTIC.durationMinutes}-minute timer, with no card needed. <Link to="/signup">Create an account</Link> to take it.
              </p>
            ),
          },
          { question: 'I forgot my password', answer: <p>Use <Link to="/forgot-password">Forgot password</Link>; the link we email is valid for 60 minutes.</p> },
          { question: 'Which pack should I buy?', answer: <p>Compare the packs on <Link to="/pricing">Pricing</Link>, or read the <Link to="/faq">FAQ</Link>.</p> },
          { question: 'I think a question is wrong', answer: <p>Email us the question number from your review page and what you think the right answer is; we check every report and correct the bank.</p> },
        ]}
      />
    </article>
  );
}
