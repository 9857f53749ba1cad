/**
 * Question stems for fixtures that pass the bank's gates: long enough to be a fact pattern, and
 * different enough from each other (a pseudo-random walk over a vocabulary, seeded by `n`) that
 * no two are near duplicates.
 */
const VOCABULARY =
  'tenant landlord vendor purchaser lender borrower trustee estate child parent spouse court motion appeal claim defence crown accused witness counsel client partner director shareholder lease mortgage title deed will codicil executor guardian support property registry notice hearing tribunal officer search arrest bail charge plea sentence record account deposit invoice retainer conflict firm office employee contract damages interest costs order'.split(
    ' ',
  );

export function factPattern(n: number): string {
  let state = n * 7919 + 17;
  const words: string[] = [];
  for (let i = 0; i < 45; i += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    words.push(VOCABULARY[state % VOCABULARY.length] as string);
  }
  return `In the matter number ${n}, ${words.join(' ')}. What should the lawyer advise?`;
}
