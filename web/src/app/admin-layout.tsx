import { NavLink, Outlet, useLocation } from 'react-router-dom';
import type { AdminRole } from '#shared/api/me';
import { useMe } from '../api/get-me.ts';
import { paths } from './pages.ts';

/** The admin area's sections, in the side navigation's order, with the least role that may open each. */
export const adminSections: ReadonlyArray<{ path: string; label: string; role: AdminRole }> = [
  { path: paths.admin, label: 'Overview', role: 'super_admin' },
  { path: paths.adminUsers, label: 'Users', role: 'super_admin' },
  { path: paths.adminBilling, label: 'Billing and coupons', role: 'super_admin' },
  { path: paths.adminEmail, label: 'Email', role: 'super_admin' },
  { path: paths.adminSettings, label: 'Settings', role: 'super_admin' },
  { path: paths.adminAnalytics, label: 'Analytics', role: 'super_admin' },
];

const mayOpen = (role: AdminRole | null, needed: AdminRole) => role === 'super_admin' || role === needed;

/** The section a path belongs to: the longest section path it starts with. */
function sectionOf(pathname: string) {
  return [...adminSections]
    .sort((a, b) => b.path.length - a.path.length)
    .find((s) => pathname === s.path || pathname.startsWith(`${s.path}/`));
}

/**
 * The admin area's frame: side navigation (a scrolling bar on a phone), breadcrumbs, and the
 * page. A section above the caller's role says so instead of showing the page; the API refuses it
 * anyway (403), the browser only reflects the rule.
 */
export function AdminLayout() {
  const me = useMe();
  const { pathname } = useLocation();
  const role = me.data?.adminRole ?? null;
  const section = sectionOf(pathname);
  const allowed = !section || mayOpen(role, section.role);
  const visible = adminSections.filter((s) => mayOpen(role, s.role));
  return (
    <div className="admin-shell">
      <nav className="admin-nav" aria-label="Admin">
        <p className="admin-nav-title">Admin</p>
        <ul>
          {visible.map((s) => (
            <li key={s.path}>
              <NavLink to={s.path} end={s.path === paths.admin}>
                {s.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-main">
        <nav className="breadcrumbs" aria-label="Breadcrumb">
          {section && section.path !== paths.admin ? (
            <>
              <NavLink to={paths.admin} end>
                Admin
              </NavLink>{' '}
              <span aria-hidden="true">›</span>{' '}
              {pathname === section.path ? <span aria-current="page">{section.label}</span> : <NavLink to={section.path} end>{section.label}</NavLink>}
            </>
          ) : (
            <span aria-current="page">Admin</span>
          )}
        </nav>
        {allowed ? (
          <Outlet />
        ) : (
          <section className="card" role="alert">
            <h1>For super admins</h1>
            <p className="muted">This page is for super admins. Content managers work on the question bank, exams and packs.</p>
          </section>
        )}
      </div>
    </div>
  );
}
