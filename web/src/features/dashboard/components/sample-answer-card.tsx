/** Spec (learning-area §2): a static sample of how an incorrect answer is analysed. */
export function SampleAnswerCard() {
  return (
    <section className="card sample-answer" aria-labelledby="sample-answer-heading">
      <p className="eyebrow">Sample</p>
      <h2 id="sample-answer-heading">How your reports explain a wrong answer</h2>
      <p className="sample-question">
        A plaintiff's claim for breach of contract arose on March 1, 2023, when the breach was discovered. On what date does the basic limitation period under Ontario's <em>Limitations Act, 2002</em> expire?
      </p>
      <dl className="sample-facts">
        <div>
          <dt>Your answer</dt>
          <dd className="sample-wrong">March 1, 2029 (six years)</dd>
        </div>
        <div>
          <dt>Correct answer</dt>
          <dd className="sample-right">March 1, 2025 (two years)</dd>
        </div>
        <div>
          <dt>Topic</dt>
          <dd>Civil Litigation: limitation periods</dd>
        </div>
      </dl>
      <p>
        <strong>Mistake analysis:</strong> you applied the six-year period from the former <em>Limitations Act</em>. Since 2004 the basic period in Ontario is two years from the day the claim was
        discovered.
      </p>
      <p>
        <strong>Study focus:</strong> the basic period (s. 4), discoverability (s. 5) and the 15-year ultimate period (s. 15).
      </p>
      <p className="muted">
        <strong>Official explanation:</strong> <em>Limitations Act, 2002</em>, S.O. 2002, c. 24, Sched. B, s. 4: a proceeding shall not be commenced after the second anniversary of the day on which the
        claim was discovered.
      </p>
    </section>
  );
}
