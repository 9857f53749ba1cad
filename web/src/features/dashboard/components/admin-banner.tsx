import { Link } from 'react-router-dom';
import type { SimulationMode } from '#shared/dashboard/simulation';

const LABELS: Record<SimulationMode, string> = { none: 'Off', barrister: 'Barrister pack', solicitor: 'Solicitor pack', total: 'Total pack' };

/** Admins: the banner, Manage Coupons, and the simulation control (learning-area §2, §4) unless a super admin turned it off (/admin/settings). */
export function AdminBanner({ mode, onModeChange, simulationOffered }: { mode: SimulationMode; onModeChange: (mode: SimulationMode) => void; simulationOffered: boolean }) {
  return (
    <section className="admin-banner" aria-label="Administrator tools">
      <p>
        <strong>Administrator</strong> <span className="muted">You can manage the product and test what candidates see.</span>
      </p>
      <div className="admin-banner-actions">
        {simulationOffered && (
          <label className="simulation-control">
            Simulate ownership
            <select value={mode} onChange={(e) => onModeChange(e.target.value as SimulationMode)}>
              {(Object.keys(LABELS) as SimulationMode[]).map((key) => (
                <option key={key} value={key}>
                  {LABELS[key]}
                </option>
              ))}
            </select>
          </label>
        )}
        <Link to="/admin/billing" className="button button-secondary">
          Manage Coupons
        </Link>
      </div>
    </section>
  );
}

export function SimulationNotice({ mode, onStop }: { mode: SimulationMode; onStop: () => void }) {
  if (mode === 'none') return null;
  return (
    <p className="simulation-notice" role="status">
      <strong>Simulation mode: {LABELS[mode]}.</strong> The dashboard shows what an owner of this pack sees; nothing is granted and nothing can be started.
      <button type="button" className="link-button" onClick={onStop}>
        End simulation
      </button>
    </p>
  );
}
