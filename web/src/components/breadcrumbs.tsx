import { Link } from 'react-router-dom';

/** Spec (platform §2): dashboard-area pages show "Dashboard > label". */
export function Breadcrumbs({ label }: { label: string }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <Link to="/dashboard">Dashboard</Link> <span aria-hidden="true">›</span> <span aria-current="page">{label}</span>
    </nav>
  );
}
