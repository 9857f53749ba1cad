import { Link } from 'react-router-dom';
import '../info.css';

/** One line of the directory: the route as a tester opens it, and what it is for. */
export interface ListedRoute {
  group: 'public' | 'candidate' | 'admin';
  path: string;
  purpose: string;
}

/** A directory of every route, for testers (platform §2 lists /test-nav; its content is ours). */
const GROUPS: { group: ListedRoute['group']; title: string; note: string }[] = [
  { group: 'public', title: 'Public', note: 'Anyone can open these.' },
  { group: 'candidate', title: 'Candidate (signed in)', note: 'Without a session these send you to sign in and back.' },
  { group: 'admin', title: 'Admin', note: 'Administrators only.' },
];

/** The routes are the app's list of pages, the one the router is built from. */
export function TestNavPage({ listRoutes }: { listRoutes: () => ListedRoute[] }) {
  const routes = listRoutes();
  return (
    <article className="info-page">
      <h1>Test navigation</h1>
      <p className="lead-small">Every route of the product, for testing. Routes with a {'{parameter}'} need a real id from your own attempts.</p>
      <div className="route-groups">
        {GROUPS.map((group) => (
          <section key={group.title} aria-labelledby={`routes-${group.title}`}>
            <h2 id={`routes-${group.title}`}>{group.title}</h2>
            <p className="muted">{group.note}</p>
            <ul className="route-list">
              {routes
                .filter((route) => route.group === group.group)
                .map(({ path, purpose }) => (
                  <li key={path}>
                    {path.includes('{') ? <code>{path}</code> : <Link to={path}>{path}</Link>}
                    <span className="muted">{purpose}</span>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </article>
  );
}
