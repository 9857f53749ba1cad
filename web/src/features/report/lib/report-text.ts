import type { StudyPriority } from '#shared/api/reports';
import type { ReportView } from '../api/report.ts';

/**
 * Everything the report shows, with the spec's fallbacks applied once, so the page and the PDF
 * say the same thing.
 */
export const ANALYSIS_PENDING = 'Analysis in progress...';
export const STRATEGY_PENDING = 'Your personalized study strategy is being developed...';
export const DEFAULT_ENCOURAGEMENT = 'Keep up the great work!';

/** Spec: 80+ green, 70 yellow, 60 orange, below 60 red. */
export function reportScoreColour(score: number): 'green' | 'yellow' | 'orange' | 'red' {
  if (score >= 80) return 'green';
  if (score >= 70) return 'yellow';
  if (score >= 60) return 'orange';
  return 'red';
}

/** Spec: IMMEDIATE_INTERVENTION_REQUIRED red, HIGH orange, MODERATE yellow, anything else green; LOW is the default. */
export function priorityColour(priority: string | undefined): 'red' | 'orange' | 'yellow' | 'green' {
  if (priority === 'IMMEDIATE_INTERVENTION_REQUIRED') return 'red';
  if (priority === 'HIGH') return 'orange';
  if (priority === 'MODERATE') return 'yellow';
  return 'green';
}

export function priorityLabel(priority: StudyPriority | undefined): string {
  return (priority ?? 'LOW').replace(/_/g, ' ');
}

export const minutes = (seconds: number) => Math.round(seconds / 60);

export function reportText(report: ReportView) {
  const metrics = report.reportData?.performanceMetrics;
  const analysis = report.reportData?.comprehensiveAnalysis;
  const overall = metrics?.overallPerformance;
  const score = overall?.finalScore ?? report.score ?? 0;
  return {
    simplified: !metrics || !analysis,
    examName: overall?.examName || 'Assessment',
    date: overall?.completionDate ?? report.generatedAt,
    score,
    correct: overall?.correctCount ?? report.correctAnswers ?? 0,
    total: overall?.totalQuestions ?? report.totalQuestions ?? 0,
    averagePace: overall ? `${Math.round(overall.averageTimePerQuestion)}s` : 'N/A',
    totalMinutes: overall ? `${minutes(overall.totalTimeSpent)} min` : 'N/A',
    overallInsight: analysis?.overallPerformanceInsight || ANALYSIS_PENDING,
    topicInsight: analysis?.topicAnalysisInsight || ANALYSIS_PENDING,
    strongest: metrics?.topicPerformance.strongest ?? [],
    weakest: metrics?.topicPerformance.weakest ?? [],
    professionalResponsibility: metrics?.professionalResponsibility ?? null,
    prFocus: {
      studyPriority: analysis?.professionalResponsibilityFocus?.studyPriority ?? ('LOW' as StudyPriority),
      insight: analysis?.professionalResponsibilityFocus?.insight || ANALYSIS_PENDING,
      criticalWeaknesses: analysis?.professionalResponsibilityFocus?.criticalWeaknesses ?? [],
    },
    timing: metrics?.timingAnalysis ?? null,
    timingInsight: analysis?.timingAnalysisInsight || ANALYSIS_PENDING,
    studyGuide: analysis?.actionableStudyGuide ?? [],
    strategy: analysis?.comprehensiveStudyStrategy || STRATEGY_PENDING,
    actionPlan: analysis?.personalizedActionPlan ?? [],
    encouragement: analysis?.deansPerspective?.encouragement || DEFAULT_ENCOURAGEMENT,
  };
}
export type ReportText = ReturnType<typeof reportText>;
