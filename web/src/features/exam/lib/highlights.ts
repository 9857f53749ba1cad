import type { Highlight } from '#shared/api/attempts';

/** Highlights in a question's stem: character ranges kept sorted and never overlapping. */
export function addHighlight(existing: readonly Highlight[], added: Highlight): Highlight[] {
  const all = [...existing, added].sort((a, b) => a.start - b.start);
  const merged: Highlight[] = [];
  for (const range of all) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** Removes the highlight that covers a character, if any. */
export function removeHighlightAt(existing: readonly Highlight[], offset: number): Highlight[] {
  return existing.filter((range) => !(offset >= range.start && offset < range.end));
}

export interface Segment {
  text: string;
  start: number;
  highlighted: boolean;
}

/** The stem cut into plain and highlighted runs, for rendering. */
export function segments(text: string, highlights: readonly Highlight[]): Segment[] {
  const result: Segment[] = [];
  let at = 0;
  for (const { start, end } of [...highlights].sort((a, b) => a.start - b.start)) {
    const from = Math.max(start, at);
    const to = Math.min(end, text.length);
    if (to <= from) continue;
    if (from > at) result.push({ text: text.slice(at, from), start: at, highlighted: false });
    result.push({ text: text.slice(from, to), start: from, highlighted: true });
    at = to;
  }
  if (at < text.length) result.push({ text: text.slice(at), start: at, highlighted: false });
  return result;
}
