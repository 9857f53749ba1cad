import { Link } from 'react-router-dom';
import { ACCESS_DAYS } from '#shared/catalogue';
import { useSupportEmail } from '../../../api/site-settings.ts';
import '../info.css';

export function TermsPage() {
  const supportEmail = useSupportEmail();
  return (
    <article className="info-page">
      <h1>Terms of Service</h1>
      <p className="updated">Last updated: May 21, 2025</p>
      <p>
        These terms govern your use of BarPrep Ontario, an online practice service for the Law Society of Ontario (LSO) Barrister and Solicitor licensing exams. By creating an account you
        agree to them.
      </p>
      <h2>Who may use the service</h2>
      <p>You must be at least 18 years old. You are responsible for the accuracy of the information you give us and for keeping your password secret.</p>
      <h2>One person per account</h2>
      <p>
        An account and any pack bought with it are for one person. Sharing an account, its login details or its content with anyone else is not allowed; we may suspend or close an account
        that is shared, without a refund.
      </p>
      <h2>Packs, prices and access</h2>
      <ul>
        <li>Prices are in Canadian dollars; 13% HST is added at checkout. Payments are processed by Stripe.</li>
        <li>A pack gives access to its content for {ACCESS_DAYS} days (one year) from the day you pay.</li>
        <li>Content listed as "coming soon" is added during your access period; its arrival dates are estimates.</li>
        <li>For questions about a charge or a refund, write to us (see Contact below).</li>
      </ul>
      <h2>Acceptable use</h2>
      <p>
        Do not copy, resell, publish or scrape questions, explanations or reports; do not try to break, probe or overload the service; do not use it to build a competing product. Automated
        access is not permitted.
      </p>
      <h2>Not legal advice, not the LSO</h2>
      <p>
        BarPrep Ontario is independent and is not affiliated with, endorsed by or connected to the Law Society of Ontario. Our questions, explanations and reports are study material written
        for practice; they are not legal advice and may not reflect the latest changes in the law or in the LSO's materials. The LSO's own licensing materials and notices govern the exams.
      </p>
      <h2>Our responsibility</h2>
      <p>
        We work to keep the service available and accurate but cannot promise it will be uninterrupted or error-free, or that it will lead to a particular exam result. To the extent the law
        allows, our liability is limited to the amount you paid us in the twelve months before a claim.
      </p>
      <h2>Changes and contact</h2>
      <p>
        We may update these terms; the date above shows the latest version, and we will email you about material changes. Questions: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>{' '}
        or our <Link to="/contact">contact page</Link>. See also our <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </article>
  );
}
