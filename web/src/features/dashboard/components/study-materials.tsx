import { Component, useState, type ReactNode } from 'react';
import type { ContentItem } from '#shared/api/content';
import { groupStudyMaterials } from '#shared/dashboard/materials';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { PracticeItemCard } from '../../../components/practice-item-card.tsx';
import { StartDialog } from '../../../components/start-dialog.tsx';

/** Spec (learning-area §8): a section that fails to render says so without taking the dashboard down. */
class SectionBoundary extends Component<{ message: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (
      <p className="field-error" role="alert">
        {this.props.message}
      </p>
    ) : (
      this.props.children
    );
  }
}

function ItemList({ items, onStart }: { items: ContentItem[]; onStart: (item: ContentItem, restart: boolean) => void }) {
  if (items.length === 0) return <p className="muted">Nothing here yet.</p>;
  return (
    <ul className="content-list">
      {items.map((item) => (
        <PracticeItemCard key={item.contentItemId} item={item} timeMultiplier={1} onStart={onStart} headingLevel={4} />
      ))}
    </ul>
  );
}

function PackMaterials({ title, group, onStart }: { title: string; group: { fullExams: ContentItem[]; quizzes: ContentItem[] }; onStart: (item: ContentItem, restart: boolean) => void }) {
  const id = title.toLowerCase().replace(/ /g, '-');
  return (
    <section className="materials-group" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <h4 className="materials-subhead">Full Exams</h4>
      <ItemList items={group.fullExams} onStart={onStart} />
      <h4 className="materials-subhead">Topic-Specific Quizzes</h4>
      <ItemList items={group.quizzes} onStart={onStart} />
    </section>
  );
}

/**
 * "Your Study Materials", grouped as the spec says. Items shown unlocked only by an admin's
 * simulation start nothing: they show the spec's notice instead.
 */
export function StudyMaterials({ items, simulatedIds, timeMultiplier }: { items: ContentItem[]; simulatedIds: ReadonlySet<string>; timeMultiplier: number }) {
  const toast = useToast();
  const [starting, setStarting] = useState<{ item: ContentItem; restart: boolean } | null>(null);
  const groups = groupStudyMaterials(items);
  const onStart = (item: ContentItem, restart: boolean) => {
    if (simulatedIds.has(item.contentItemId)) {
      toast({ title: 'Simulation mode', description: 'In a real environment, this would start a new practice session.' });
      return;
    }
    setStarting({ item, restart });
  };
  return (
    <section className="study-materials" aria-labelledby="materials-heading">
      <h2 id="materials-heading">Your Study Materials</h2>
      <section className="materials-group" aria-labelledby="diagnostic-heading">
        <h3 id="diagnostic-heading">Sample Diagnostic</h3>
        <ItemList items={groups.diagnostic} onStart={onStart} />
      </section>
      <section className="materials-group" aria-labelledby="sample-heading">
        <h3 id="sample-heading">Free Sample Quiz</h3>
        <ItemList items={groups.sampleQuiz} onStart={onStart} />
      </section>
      <SectionBoundary message="Error loading solicitor materials">
        <PackMaterials title="Solicitor Materials" group={groups.solicitor} onStart={onStart} />
      </SectionBoundary>
      <SectionBoundary message="Error loading barrister materials">
        <PackMaterials title="Barrister Materials" group={groups.barrister} onStart={onStart} />
      </SectionBoundary>
      {starting && <StartDialog item={starting.item} restart={starting.restart} timeMultiplier={timeMultiplier} onClose={() => setStarting(null)} />}
    </section>
  );
}
