import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { torontoShortDate } from '#shared/toronto-time';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { LoadMore } from '../../../components/admin/load-more.tsx';
import { useUsers } from '../api/users.ts';
import { fullName } from '../lib/format.ts';
import { UserTags } from './user-tags.tsx';
import '../admin-users.css';

const SEARCH_DELAY_MS = 300;

/**
 * /admin/users: find a user by address or name (any case, from the first letters) or browse
 * everyone newest first, a page at a time. The search is in the address (?q=), so the list comes
 * back as it was after opening a user.
 */
export function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [text, setText] = useState(query);
  const users = useUsers(query);

  // Searching as one types, once the typing pauses.
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === query) return;
    const timer = setTimeout(() => setParams(wanted ? { q: wanted } : {}, { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, query, setParams]);

  function search(event: FormEvent) {
    event.preventDefault();
    const wanted = text.trim();
    setParams(wanted ? { q: wanted } : {}, { replace: true });
  }

  const rows = users.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="admin-users">
      <AdminPageHeader title="Users" description="Find a user by email or name, then open them to see and change their access, sessions, account and role." />
      <form role="search" className="admin-users-search" onSubmit={search}>
        <label htmlFor="admin-user-search">Find by email or name</label>
        <div className="admin-users-search-row">
          <input
            id="admin-user-search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="name@example.com, or a first name"
            autoComplete="off"
            spellCheck={false}
            aria-describedby="admin-user-search-help"
          />
          <button type="submit" className="button">
            Search
          </button>
        </div>
        <p id="admin-user-search-help" className="muted">
          Any case; the first letters are enough. Empty: everyone, newest first.
        </p>
      </form>

      {users.isPending && (
        <p className="muted" role="status">
          Loading users...
        </p>
      )}
      {users.isError && (
        <p role="alert">
          Could not load the users: {users.error.message}{' '}
          <button type="button" className="link-button" onClick={() => void users.refetch()}>
            Retry
          </button>
        </p>
      )}
      {users.isSuccess && rows.length === 0 && (
        <p className="card muted" role="status">
          {query ? `No user's email or name begins with “${query}”.` : 'No users yet.'}
        </p>
      )}
      {rows.length > 0 && (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table admin-users-table" aria-busy={users.isFetching}>
              <caption className="visually-hidden">{query ? `Users matching ${query}` : 'Users, newest first'}</caption>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Name</th>
                  <th scope="col">Role and state</th>
                  <th scope="col" className="admin-users-col-created">
                    Joined
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((user) => (
                  <tr key={user.userId} data-user-id={user.userId}>
                    <td>
                      <Link to={`/admin/users/${user.userId}`}>{user.email}</Link>
                    </td>
                    <td>{fullName(user) || <span className="muted">None given</span>}</td>
                    <td>
                      <UserTags role={user.role} disabled={user.disabled} emailVerified={user.emailVerified} />
                    </td>
                    <td className="admin-users-col-created">{torontoShortDate(user.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <LoadMore shown={rows.length} hasMore={users.hasNextPage} loading={users.isFetchingNextPage} onLoadMore={() => void users.fetchNextPage()} noun={rows.length === 1 ? 'user' : 'users'} />
        </>
      )}
    </div>
  );
}
