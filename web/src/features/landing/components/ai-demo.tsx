import { useState } from 'react';
import { track } from '../../../lib/analytics.ts';
import { useSeenOnce } from '../hooks/use-seen-once.ts';

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** One original sample question with the kind of mistake analysis a diagnostic report gives. */
const SAMPLE = {
  stem: 'During a meeting about buying a condominium, a client tells her lawyer in confidence that two years ago she under-reported her income to the Canada Revenue Agency. She wants the lawyer to carry on with the purchase. What should the lawyer do with what she disclosed?',
  correct: 1,
  rule: 'Rules of Professional Conduct (LSO), r. 3.3-1 (confidentiality); r. 3.3-3 (the future-harm exception)',
  topic: 'Professional Responsibility: Confidentiality',
  choices: [
    {
      text: 'Report it to the Canada Revenue Agency, because it is a past offence.',
      analysis: 'You treated a past wrong as something the lawyer may reveal. Confidentiality covers everything learned in the relationship, including past misconduct; no exception lets a lawyer report a client’s completed offence.',
    },
    {
      text: 'Keep it confidential and continue the unrelated purchase.',
      analysis: 'Correct. The duty in r. 3.3-1 protects all information about the client’s affairs. The exceptions are narrow (for example, r. 3.3-3: an imminent risk of death or serious bodily harm), and none applies to a completed tax matter unrelated to the retainer.',
    },
    {
      text: 'Withdraw at once, because continuing would make the lawyer a party to tax evasion.',
      analysis: 'You assumed the lawyer is assisting a wrong. The purchase is lawful and unrelated; nothing obliges withdrawal. Withdrawal would be required if the lawyer were asked to further a dishonest act, which is not the case here.',
    },
    {
      text: 'Tell the seller’s lawyer, so the other side is not misled in the transaction.',
      analysis: 'You confused candour with disclosure. The lawyer must not mislead the other side, but that does not permit revealing a client’s unrelated confidential information.',
    },
  ],
};

export function AiDemo() {
  const [chosen, setChosen] = useState<number | null>(null);
  const ref = useSeenOnce<HTMLElement>(() => track('landing_ai_demo_view'));
  const answered = chosen !== null;
  return (
    <section className="landing-section" aria-labelledby="demo-heading" ref={ref}>
      <p className="eyebrow">Try it</p>
      <h2 id="demo-heading">See how a report explains a mistake</h2>
      <div className="card landing-demo">
        <p className="landing-demo-topic">{SAMPLE.topic}</p>
        <p className="landing-demo-stem">{SAMPLE.stem}</p>
        <ul className="landing-demo-choices">
          {SAMPLE.choices.map((choice, index) => {
            const state = !answered ? '' : index === SAMPLE.correct ? ' is-correct' : index === chosen ? ' is-wrong' : '';
            return (
              <li key={choice.text}>
                <button
                  type="button"
                  className={`landing-demo-choice${state}`}
                  aria-pressed={chosen === index}
                  disabled={answered}
                  onClick={() => {
                    setChosen(index);
                    track('landing_ai_demo_interaction', { correct: index === SAMPLE.correct });
                  }}
                >
                  <span className="choice-letter" aria-hidden="true">
                    {LETTERS[index]}
                  </span>
                  <span>{choice.text}</span>
                  {answered && index === SAMPLE.correct && <span className="landing-demo-tag">Correct answer</span>}
                  {answered && index === chosen && index !== SAMPLE.correct && <span className="landing-demo-tag">Your answer</span>}
                </button>
              </li>
            );
          })}
        </ul>
        <div aria-live="polite">
          {answered && (
            <div className="landing-demo-analysis">
              <h3>{chosen === SAMPLE.correct ? 'Why this is right' : 'What went wrong'}</h3>
              <p>{SAMPLE.choices[chosen]?.analysis}</p>
              {chosen !== SAMPLE.correct && <p>{SAMPLE.choices[SAMPLE.correct]?.analysis}</p>}
              <p className="muted">
                <strong>Rule:</strong> {SAMPLE.rule}
              </p>
              <p className="muted">
                <strong>Study focus:</strong> the scope of confidentiality and its exceptions (Chapter 3 of the Rules).
              </p>
              <button type="button" className="link-button" onClick={() => setChosen(null)}>
                Try again
              </button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
