import { describe, expect, it } from 'vitest';
import { addHighlight, removeHighlightAt, segments } from '../../web/src/features/exam/lib/highlights.ts';

describe('stem highlights', () => {
  it('merges overlapping and touching ranges and keeps them sorted', () => {
    let ranges = addHighlight([], { start: 10, end: 20 });
    ranges = addHighlight(ranges, { start: 0, end: 4 });
    ranges = addHighlight(ranges, { start: 18, end: 25 });
    ranges = addHighlight(ranges, { start: 25, end: 30 });
    expect(ranges).toEqual([
      { start: 0, end: 4 },
      { start: 10, end: 30 },
    ]);
    expect(removeHighlightAt(ranges, 12)).toEqual([{ start: 0, end: 4 }]);
  });

  it('cuts the text into plain and highlighted runs that rebuild it exactly', () => {
    const text = 'The Crown must show cause.';
    const runs = segments(text, [{ start: 4, end: 9 }, { start: 20, end: 99 }]);
    expect(runs.map((r) => [r.text, r.highlighted])).toEqual([
      ['The ', false],
      ['Crown', true],
      [' must show ', false],
      ['cause.', true],
    ]);
    expect(runs.map((r) => r.text).join('')).toBe(text);
  });
});
