/**
 * The user menu's stats line (learning-area §2): shown only if completedExams is above 0 or an
 * average exists, as '{n} exams', '{n}% avg', '{n} streak'; the streak only if above 0.
 */
export function statsLine(stats: { completedExams: number; averageScore: number | null; currentStreak: number } | undefined): string | null {
  if (!stats || (stats.completedExams <= 0 && stats.averageScore === null)) return null;
  return [`${stats.completedExams} exams`, stats.averageScore !== null ? `${stats.averageScore}% avg` : null, stats.currentStreak > 0 ? `${stats.currentStreak} streak` : null]
    .filter(Boolean)
    .join(' · ');
}
