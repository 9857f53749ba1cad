import type { ReactNode } from 'react';
import type { PackagesResponse } from '#shared/api/commerce';
import { formatCad } from '#shared/commerce/pricing';

type Plan = PackagesResponse['packages'][number];

/** What a buyer can practise today: the pack's items whose questions are in the bank. */
function availableNow(plan: Plan): number {
  return plan.contents.filter((item) => item.available).reduce((sum, item) => sum + item.questionCount, 0);
}

/**
 * The three plan cards (learning-area §9): price, what each pack holds and its question count,
 * Total marked Most Popular. The call to action is the caller's: a sign-up link for visitors,
 * checkout for a signed-in candidate, nothing for a pack already owned.
 */
export function PlanCards({ plans, action }: { plans: Plan[]; action: (plan: Plan) => ReactNode }) {
  return (
    <ul className="plan-cards">
      {plans.map((plan) => (
        <li key={plan.id} className={`plan-card card${plan.mostPopular ? ' plan-card-popular' : ''}`} aria-labelledby={`plan-${plan.key}`}>
          {plan.mostPopular && <p className="plan-ribbon">Most Popular</p>}
          <h3 id={`plan-${plan.key}`}>{plan.name}</h3>
          <p className="plan-price">
            <span className="plan-amount">{formatCad(plan.priceCents)}</span> <span className="muted">CAD + HST, one year of access</span>
          </p>
          <p className="muted">{plan.description}</p>
          <p className="plan-available">
            <strong>Available now:</strong> {availableNow(plan)} of {plan.questionCount.toLocaleString('en-CA')} questions; the rest unlock for you as they are published.
          </p>
          <ul className="plan-facts">
            <li>
              {plan.fullExams} full {plan.fullExams === 1 ? 'exam' : 'exams'} (160 questions, timed, two parts)
            </li>
            <li>
              {plan.miniExams} mini {plan.miniExams === 1 ? 'exam' : 'exams'} (40 questions)
            </li>
            <li>{plan.topicQuizzes} topic quizzes with tutor mode</li>
            <li>Diagnostic reports and a study plan after every exam</li>
          </ul>
          {plan.contents.length > 0 && (
            <details className="plan-contents">
              <summary>What's inside ({plan.contents.length} items)</summary>
              <ul>
                {plan.contents.map((item) => (
                  <li key={item.id}>
                    {item.name} <span className="muted">({item.questionCount} questions{item.available ? '' : ', coming soon'})</span>
                  </li>
                ))}
              </ul>
            </details>
          )}
          <div className="plan-action">{action(plan)}</div>
        </li>
      ))}
    </ul>
  );
}
