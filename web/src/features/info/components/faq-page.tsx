import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { FREE_DIAGNOSTIC, PACKS, ACCESS_DAYS, type PlanKey } from '#shared/catalogue';
import { usePackages } from '../../../api/commerce.ts';
import { formatCad, TOTAL_UPGRADE_CENTS } from '#shared/commerce/pricing';
import { useSupportEmail, useTestDrivePercent } from '../../../api/site-settings.ts';
import { FaqItems, type FaqEntry } from '../../../components/faq-items.tsx';
import '../info.css';

/**
 * The entries; list prices come from the table (GET /api/packages) and the Test Drive percentage
 * and support address from the settings (GET /api/site-settings), shown once they have loaded.
 */
function faqEntries(listPrice: (plan: PlanKey) => string | null, testDrivePercent: number | null, supportEmail: string): FaqEntry[] {
  return [
  {
    question: 'What is BarPrep Ontario?',
    answer: (
      <p>
        Practice for the Law Society of Ontario Barrister and Solicitor licensing exams: timed exam simulations, topic quizzes and mini exams, with a report after each attempt that explains
        your mistakes and turns them into a study plan. We are independent and not affiliated with the Law Society of Ontario.
      </p>
    ),
  },
  {
    question: 'What is the free diagnostic?',
    answer: (
      <p>
        {FREE_DIAGNOSTIC.numberOfQuestions} questions across both exams in {FREE_DIAGNOSTIC.durationMinutes} minutes, free and without a card. Your report shows your strongest and weakest
        topics and what to study first. Finishing it also unlocks {testDrivePercent === null ? 'a discount' : `a ${testDrivePercent}% discount`}, applied automatically at checkout while the offer runs.
      </p>
    ),
  },
  {
    question: 'What do the packs contain?',
    answer: (
      <>
        <ul>
          {Object.values(PACKS).map((pack) => (
            <li key={pack.key}>
              <strong>{pack.name}</strong>
              {listPrice(pack.key) ? ` (${listPrice(pack.key)})` : ''}: {pack.description}
            </li>
          ))}
        </ul>
        <p>
          Items still being written show as "coming soon" on <Link to="/pricing">Pricing</Link> and in your practice content, and unlock for you as they are published.
        </p>
      </>
    ),
  },
  {
    question: 'How long does access last?',
    answer: <p>{ACCESS_DAYS} days (one year) from the day you pay: enough for at least two consecutive sittings.</p>,
  },
  {
    question: 'Is tax included?',
    answer: <p>Prices are in Canadian dollars before tax; 13% HST is added at checkout, after any discount, and shown before you pay.</p>,
  },
  {
    question: 'I bought one pack. Can I upgrade?',
    answer: (
      <p>
        Yes: owners of the Barrister or the Solicitor pack can upgrade to the {PACKS.total.name} for {formatCad(TOTAL_UPGRADE_CENTS)}
        {listPrice('total') ? ` instead of ${listPrice('total')}` : ''}, from the
        dashboard or Pricing.
      </p>
    ),
  },
  {
    question: 'What is the difference between timed and tutor mode?',
    answer: (
      <p>
        Timed mode runs like the real exam: a countdown, and answers and explanations only after you submit. Tutor mode (quizzes) has no clock and shows the answer, each choice's explanation and
        the rule after every question.
      </p>
    ),
  },
  {
    question: 'I have an exam accommodation. Can I practise with extra time?',
    answer: (
      <p>
        Yes. On your <Link to="/account">Account</Link> page choose 1.25×, 1.5× or 2× time; new timed attempts then run with that much time.
      </p>
    ),
  },
  {
    question: 'Do the questions point to the open-book materials?',
    answer: <p>Each explanation gives the rule or statute behind the answer and, where it helps, where to find it in the LSO materials, so you practise finding answers as on exam day.</p>,
  },
  {
    question: 'Can I get a refund?',
    answer: (
      <p>
        Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> with your purchase date; we answer within one business day.
      </p>
    ),
  },
  ];
}

export function FaqPage() {
  const packages = usePackages();
  const testDrivePercent = useTestDrivePercent();
  const supportEmail = useSupportEmail();
  const entries = useMemo(() => {
    const prices = new Map(packages.data?.packages.map((p) => [p.key, formatCad(p.priceCents)]));
    return faqEntries((plan) => prices.get(plan) ?? null, testDrivePercent, supportEmail);
  }, [packages.data, testDrivePercent, supportEmail]);
  return (
    <article className="info-page">
      <h1>Frequently asked questions</h1>
      <p className="lead-small">
        Not answered here? <Link to="/contact">Contact us</Link>.
      </p>
      <FaqItems entries={entries} />
    </article>
  );
}
