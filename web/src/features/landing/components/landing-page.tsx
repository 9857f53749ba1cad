import { lazy, Suspense, useEffect, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { FREE_DIAGNOSTIC } from '#shared/catalogue';
import { FaqItems } from '../../../components/faq-items.tsx';
import { track } from '../../../lib/analytics.ts';
import { useSeenOnce } from '../hooks/use-seen-once.ts';
import { AiDemo } from './ai-demo.tsx';
import '../landing.css';

// The pricing cards need the API client and its validator: they load after the first paint.
const LandingPricing = lazy(() => import('./landing-pricing.tsx').then((m) => ({ default: m.LandingPricing })));
const AvailableQuestions = lazy(() => import('./landing-pricing.tsx').then((m) => ({ default: m.AvailableQuestions })));
// The Test Drive percentage is a setting (/admin/settings): it arrives with the pricing data.
const TestDriveOff = lazy(() => import('./landing-pricing.tsx').then((m) => ({ default: m.TestDriveOff })));

/** "20% off" once the settings have loaded; "a discount on" until then. */
function TestDriveDiscount() {
  return (
    <Suspense fallback="a discount on">
      <TestDriveOff fallback="a discount on" />
    </Suspense>
  );
}

const FAQ = [
  {
    question: 'Is the diagnostic really free?',
    answer: (
      <p>
        Yes: {FREE_DIAGNOSTIC.numberOfQuestions} questions in {FREE_DIAGNOSTIC.durationMinutes} minutes, with a full report, and no card. Finishing it unlocks <TestDriveDiscount /> a pack,
        applied automatically at checkout while the offer runs.
      </p>
    ),
  },
  {
    question: 'Are you the Law Society of Ontario?',
    answer: <p>No. BarPrep Ontario is independent and not affiliated with or endorsed by the Law Society of Ontario. Our questions are original practice material.</p>,
  },
  {
    question: 'How long do I keep access?',
    answer: <p>One year from the day you buy a pack, enough for at least two consecutive sittings.</p>,
  },
  {
    question: 'Can I practise with my exam accommodation?',
    answer: <p>Yes. Set 1.25×, 1.5× or 2× time in your account and every timed attempt uses it.</p>,
  },
];

function scrollToAnchor(event: MouseEvent<HTMLAnchorElement>, id: string) {
  event.preventDefault();
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // Spec (platform §2): anchors scroll smoothly after a 100 ms delay.
  setTimeout(() => {
    document.getElementById(id)?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    history.replaceState(null, '', `#${id}`);
  }, 100);
}

export function LandingPage() {
  const heroRef = useSeenOnce<HTMLElement>(() => track('landing_hero_view'));
  const pricingRef = useSeenOnce<HTMLElement>(() => track('landing_pricing_view'));
  const faqRef = useSeenOnce<HTMLElement>(() => track('landing_faq_view'));

  useEffect(() => {
    track('landingPageView');
    const id = window.location.hash.slice(1);
    if (id) setTimeout(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }), 100);
  }, []);

  return (
    <div className="landing">
      <nav className="landing-nav" aria-label="Landing">
        <a href="#how-it-works" onClick={(e) => scrollToAnchor(e, 'how-it-works')}>
          How It Works
        </a>
        <a href="#pricing" onClick={(e) => scrollToAnchor(e, 'pricing')}>
          Pricing
        </a>
        <Link to="/login" className="landing-nav-login" onClick={() => track('landing_login_click')}>
          Log In
        </Link>
        <Link to="/signup" className="button button-small" onClick={() => track('landing_signup_click')}>
          <span className="label-long">Start Free Analysis</span>
          <span className="label-short">Start Free</span>
        </Link>
      </nav>

      <section className="landing-hero" ref={heroRef} aria-labelledby="hero-heading">
        <p className="eyebrow">Ontario Barrister and Solicitor licensing exams</p>
        <h1 id="hero-heading">Know exactly what to study before exam day.</h1>
        <p className="lead">
          Take the free {FREE_DIAGNOSTIC.numberOfQuestions}-question diagnostic, get a report that explains every mistake, and follow a study plan built around your weakest topics.
        </p>
        <div className="hero-actions">
          <Link to="/signup" className="button" onClick={() => track('landing_cta_click', { place: 'hero' })}>
            Start Free Analysis
          </Link>
          <a href="#how-it-works" className="button button-secondary" onClick={(e) => scrollToAnchor(e, 'how-it-works')}>
            How it works
          </a>
        </div>
        <Suspense fallback={null}>
          <AvailableQuestions />
        </Suspense>
        <p className="fine-print">No credit card needed. Independent and not affiliated with the Law Society of Ontario.</p>
      </section>

      <section className="landing-section" id="how-it-works" aria-labelledby="strategy-heading">
        <p className="eyebrow">How it works</p>
        <h2 id="strategy-heading">Diagnose, understand, practise</h2>
        <ol className="landing-steps">
          <li className="card">
            <h3>1. Diagnose</h3>
            <p>
              {FREE_DIAGNOSTIC.numberOfQuestions} questions across both exams in {FREE_DIAGNOSTIC.durationMinutes} minutes show where you stand, topic by topic, and how your pace compares with
              exam pace.
            </p>
          </li>
          <li className="card">
            <h3>2. Understand</h3>
            <p>Your report explains each wrong answer: which distractor you chose, why it is wrong, the rule behind the right one, and where to find it.</p>
          </li>
          <li className="card">
            <h3>3. Practise</h3>
            <p>A study plan tied to your sitting date, then timed simulations and topic quizzes, with your progress tracked over time.</p>
          </li>
        </ol>
      </section>

      <section className="landing-section" aria-labelledby="modes-heading">
        <p className="eyebrow">Three ways to train</p>
        <h2 id="modes-heading">Practise the way the exam is run</h2>
        <ul className="landing-modes">
          <li className="card">
            <h3>Full exam simulations</h3>
            <p>160 questions in two timed parts of 80, with an optional break, flags, a review screen and a navigator, like the LSO exam software.</p>
          </li>
          <li className="card">
            <h3>Topic quizzes</h3>
            <p>40 questions on one area. Use tutor mode to see the answer, each choice's explanation and the rule after every question.</p>
          </li>
          <li className="card">
            <h3>Mini exams</h3>
            <p>40 questions mixed across a whole exam: a quick check of your timing and recall between full simulations.</p>
          </li>
        </ul>
      </section>

      <AiDemo />

      <section className="landing-section" id="pricing" ref={pricingRef} aria-labelledby="pricing-heading">
        <p className="eyebrow">Pricing</p>
        <h2 id="pricing-heading">One payment, one year of access</h2>
        <p className="muted">
          Prices in Canadian dollars; 13% HST is added at checkout. Finish the free diagnostic first for <TestDriveDiscount /> your pack while the offer runs.
        </p>
        <Suspense fallback={<p className="muted">Loading the packs...</p>}>
          <LandingPricing />
        </Suspense>
      </section>

      <section className="landing-section" ref={faqRef} aria-labelledby="faq-heading">
        <p className="eyebrow">Questions</p>
        <h2 id="faq-heading">Frequently asked</h2>
        <FaqItems entries={FAQ} onToggle={(index, open) => open && track('landing_faq_toggle', { index })} />
        <p>
          More answers in the <Link to="/faq">FAQ</Link>.
        </p>
      </section>

      <section className="landing-closing" aria-labelledby="closing-heading">
        <h2 id="closing-heading">Start with what you don't know yet</h2>
        <Link to="/signup" className="button" onClick={() => track('landing_cta_click', { place: 'closing' })}>
          Start Free Analysis
        </Link>
        <p className="landing-links">
          <Link to="/faq">FAQ</Link> · <Link to="/contact">Contact</Link> · <Link to="/terms">Terms</Link> · <Link to="/privacy">Privacy</Link>
        </p>
      </section>
    </div>
  );
}
