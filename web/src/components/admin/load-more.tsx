/**
 * The foot of a cursor-paginated admin table (TanStack Query's useInfiniteQuery over an API that
 * answers `{ items, nextCursor }`): how many are shown, and "Load more" while a next page exists.
 */
export function LoadMore({ shown, hasMore, loading, onLoadMore, noun }: { shown: number; hasMore: boolean; loading: boolean; onLoadMore: () => void; noun: string }) {
  return (
    <div className="admin-load-more">
      <span className="muted" aria-live="polite">
        {shown} {noun}
        {hasMore ? ' shown' : ''}
      </span>
      {hasMore && (
        <button type="button" className="button button-secondary" onClick={onLoadMore} disabled={loading}>
          {loading ? 'Loading...' : 'Load more'}
        </button>
      )}
    </div>
  );
}
