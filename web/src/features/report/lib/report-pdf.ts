import { priorityLabel, type ReportText } from './report-text.ts';

/**
 * The report as a text PDF (selectable and searchable, not a screenshot), built in the browser.
 * jsPDF is loaded only when the candidate asks for the file.
 */

/** The PDF's built-in fonts cover Latin-1 only: typographic punctuation becomes its plain form. */
export function pdfSafe(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/[^\x20-\x7E\xA0-\xFF\n]/g, '');
}

export async function buildReportPdf(report: ReportText, formatDate: (iso: string) => string): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'letter' });
  const margin = 54;
  const width = doc.internal.pageSize.getWidth() - margin * 2;
  const bottom = doc.internal.pageSize.getHeight() - margin;
  let y = margin;

  const ensure = (height: number) => {
    if (y + height > bottom) {
      doc.addPage();
      y = margin;
    }
  };
  const write = (text: string, options: { size?: number; bold?: boolean; gap?: number; indent?: number } = {}) => {
    const size = options.size ?? 10.5;
    doc.setFont('helvetica', options.bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    const lines: string[] = doc.splitTextToSize(pdfSafe(text), width - (options.indent ?? 0));
    for (const line of lines) {
      ensure(size * 1.35);
      doc.text(line, margin + (options.indent ?? 0), y + size);
      y += size * 1.35;
    }
    y += options.gap ?? 4;
  };
  const heading = (text: string) => {
    ensure(40);
    y += 10;
    write(text, { size: 14, bold: true, gap: 6 });
  };

  write('Diagnostic Report', { size: 20, bold: true, gap: 2 });
  write(`${report.examName} - ${formatDate(report.date)}`, { size: 12, gap: 10 });
  if (report.simplified) write('Simplified report: the detailed analysis for this attempt is not available.', { gap: 8 });

  heading('Overall Performance');
  write(`Final score: ${Math.round(report.score)}% (${report.correct} of ${report.total} correct)`, { bold: true });
  write(`Average pace: ${report.averagePace} per question. Total time: ${report.totalMinutes}.`);
  write(report.overallInsight, { gap: 8 });

  heading('Performance by Topic');
  if (report.strongest.length) write(`Strongest: ${report.strongest.map((t) => `${t.topicName} ${Math.round(t.accuracy)}% (${t.efficiency})`).join('; ')}`);
  if (report.weakest.length) write(`Weakest: ${report.weakest.map((t) => `${t.topicName} ${Math.round(t.accuracy)}% (${t.efficiency})`).join('; ')}`);
  write(report.topicInsight, { gap: 8 });

  if (report.professionalResponsibility) {
    const pr = report.professionalResponsibility;
    heading('Professional Responsibility Focus');
    write(`Score: ${Math.round(pr.score)}% (${pr.correctCount}/${pr.totalCount}), average ${Math.round(pr.averageTime)}s per question. Study priority: ${priorityLabel(report.prFocus.studyPriority)}.`);
    write(report.prFocus.insight);
    for (const weakness of report.prFocus.criticalWeaknesses) write(`- ${weakness}`, { indent: 12, gap: 2 });
  }

  heading('Timing Analysis');
  if (report.timing) {
    write(`Average time on correct answers: ${Math.round(report.timing.averageTimeCorrect)}s. On incorrect answers: ${Math.round(report.timing.averageTimeIncorrect)}s.`);
    for (const sink of report.timing.timeSinkQuestions) write(`- Question ${sink.questionNumber}: ${Math.round(sink.timeSpent)}s`, { indent: 12, gap: 2 });
  }
  write(report.timingInsight, { gap: 8 });

  if (report.studyGuide.length) {
    heading('Actionable Study Guide');
    for (const entry of report.studyGuide) {
      write(`Question ${entry.questionNumber} (${entry.questionId}) - ${entry.topic} - ${Math.round(entry.timeSpent)}s`, { bold: true, gap: 2 });
      write(`What went wrong: ${entry.mistakeSummary}`, { indent: 12, gap: 2 });
      write(`Recommendation: ${entry.recommendation}`, { indent: 12, gap: 2 });
      write(`Rule: ${entry.ruleReference}`, { indent: 12, gap: 8 });
    }
  }

  heading('Personalized Action Plan');
  write(report.strategy, { gap: 6 });
  report.actionPlan.forEach((step, i) => write(`${i + 1}. ${step}`, { indent: 12, gap: 3 }));
  y += 6;
  write("Dean's Perspective", { bold: true, gap: 2 });
  write(report.encouragement);

  return doc.output('blob');
}
