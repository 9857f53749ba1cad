/** Spec (learning-area §9): score colour bands for activity lists: 85+ green, 70+ blue, 60+ yellow, otherwise red. */
export function scoreBand(score: number): 'green' | 'blue' | 'yellow' | 'red' {
  if (score >= 85) return 'green';
  if (score >= 70) return 'blue';
  if (score >= 60) return 'yellow';
  return 'red';
}
