import { Link } from 'react-router-dom';
import { PRIVACY_EMAIL } from '../../../lib/contact.ts';
import '../info.css';

export function PrivacyPage() {
  return (
    <article className="info-page">
      <h1>Privacy Policy</h1>
      <p className="updated">Last updated: May 21, 2025</p>
      <p>This policy explains what BarPrep Ontario keeps about you, why, for how long, and how to get a copy or have it deleted.</p>
      <h2>Minimum age</h2>
      <p>The service is for adults: you must be at least 18 years old to create an account.</p>
      <h2>What we keep</h2>
      <ul>
        <li>
          <strong>Account:</strong> your email address, first and last name if you give them, the exam you are preparing for and your planned sitting.
        </li>
        <li>
          <strong>Practice:</strong> your answers, flags, notes, time spent per question, scores, and the diagnostic reports and study plans made from them.
        </li>
        <li>
          <strong>Purchases:</strong> the pack, amounts, tax, coupon and dates. Card details are entered on Stripe's payment page and never reach our servers.
        </li>
        <li>
          <strong>Security:</strong> sign-in sessions (device, browser, IP address, times) and an audit log of account events, used to protect your account and detect abuse. Sessions are
          deleted 30 days after they expire; audit and security records after about 400 days.
        </li>
        <li>
          <strong>Usage:</strong> first-party counts of page and sign-up steps (no names or emails), kept 90 days, to improve the product. No third-party trackers run unless we tell you
          here first.
        </li>
      </ul>
      <h2>Where and with whom</h2>
      <p>
        Data is stored with Amazon Web Services in Canada (the ca-central-1 region). Emails are sent through Amazon SES and payments are processed by Stripe. We do not sell personal
        information and share it only with these processors, or when the law requires it.
      </p>
      <h2>Your choices</h2>
      <p>
        You can change your name and see your sign-in activity on your <Link to="/account">Account</Link> page. To get a copy of your data, correct it, or have your account and data deleted,
        email <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> from the address on your account; we answer within 30 days. Purchase records are kept as long as tax law requires.
      </p>
      <h2>Changes</h2>
      <p>We will update the date above when this policy changes and email you about material changes.</p>
    </article>
  );
}
