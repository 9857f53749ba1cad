import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useAdminSettings, useSaveSettings } from '../api/admin-settings.ts';
import { SettingsForm } from './settings-form.tsx';
import { SittingsSection } from './sittings-section.tsx';
import '../admin-settings.css';

/**
 * /admin/settings (issue 15, super admins): the exam sittings, the Test Drive discount, the
 * support address and simulation mode. Every change is audited by the API, with before and after.
 */
export function AdminSettingsPage() {
  const settings = useAdminSettings();
  const save = useSaveSettings();
  return (
    <div className="admin-settings">
      <AdminPageHeader
        title="Settings"
        description="Exam sittings, the Test Drive discount, the support address and simulation mode. Each change takes effect at once and is recorded in the audit log."
      />
      {settings.isPending ? (
        <PageLoading />
      ) : settings.isError ? (
        <section className="card admin-alert" role="alert">
          <h2>Settings could not be loaded</h2>
          <p>{settings.error.message}</p>
          <button type="button" className="button" onClick={() => void settings.refetch()}>
            Retry
          </button>
        </section>
      ) : (
        <>
          <SittingsSection sittings={settings.data.sittings} onReload={() => settings.refetch()} />
          <SettingsForm key={settings.data.updatedAt ?? 'never saved'} settings={settings.data} save={save} onReload={() => settings.refetch()} />
        </>
      )}
    </div>
  );
}
