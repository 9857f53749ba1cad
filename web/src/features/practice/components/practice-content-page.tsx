import { useEffect, useState } from 'react';
import type { ContentItem } from '#shared/api/content';
import { Breadcrumbs } from '../../../components/breadcrumbs.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { useMe } from '../../../api/get-me.ts';
import { useContent } from '../../../api/content.ts';
import { PracticeItemCard } from '../../../components/practice-item-card.tsx';
import { StartDialog } from '../../../components/start-dialog.tsx';

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/**
 * /my-content (breadcrumb 'Practice Content') and /test-exam: what this candidate can take,
 * grouped by pack, to start, resume or review; locked items say which pack unlocks them.
 */
export function PracticeContentPage({ variant }: { variant: 'my-content' | 'test-exam' }) {
  const content = useContent();
  const me = useMe();
  const toast = useToast();
  const [starting, setStarting] = useState<{ item: ContentItem; restart: boolean } | null>(null);

  useEffect(() => {
    if (content.isError) toast({ title: 'Error', description: 'Failed to load practice content', variant: 'destructive' });
  }, [content.isError, toast]);

  const timeMultiplier = me.data?.timeMultiplier ?? 1;
  const groups = new Map<string, ContentItem[]>();
  for (const item of content.data?.items ?? []) groups.set(item.packName, [...(groups.get(item.packName) ?? []), item]);
  const title = variant === 'test-exam' ? 'Choose a Test' : 'Practice Content';

  return (
    <div className="practice-page">
      {variant === 'my-content' && <Breadcrumbs label="Practice Content" />}
      <h1>{title}</h1>
      {variant === 'test-exam' && <p className="lead-small">New here? Start with the free 40-question diagnostic: it shows where to focus first.</p>}
      {content.isPending ? (
        <PageLoading />
      ) : content.isError ? (
        <div className="card" role="alert">
          <h2>Error Loading Practice Content</h2>
          <p className="muted">Failed to load practice content</p>
          <button type="button" className="button" onClick={() => void content.refetch()}>
            Retry
          </button>
        </div>
      ) : content.data.items.length === 0 ? (
        <p className="empty-state">No practice content is available yet.</p>
      ) : (
        [...groups].map(([packName, items]) => (
          <section key={packName} className="content-group" aria-labelledby={`group-${slug(packName)}`}>
            <h2 id={`group-${slug(packName)}`}>{packName}</h2>
            <ul className="content-list">
              {items.map((item) => (
                <PracticeItemCard key={item.contentItemId} item={item} timeMultiplier={timeMultiplier} onStart={(i, restart) => setStarting({ item: i, restart })} />
              ))}
            </ul>
          </section>
        ))
      )}
      {starting && <StartDialog item={starting.item} restart={starting.restart} timeMultiplier={timeMultiplier} onClose={() => setStarting(null)} />}
    </div>
  );
}
