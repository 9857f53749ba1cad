import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import '../admin-email.css';
import { RemindersSection } from './reminders-section.tsx';
import { SendLogSection } from './send-log-section.tsx';
import { TemplatesSection } from './templates-section.tsx';

/** /admin/email (super admins): the templates as sent, a test to yourself, the exam reminders' dry run, the send log. */
export function AdminEmailPage() {
  return (
    <div className="admin-email">
      <AdminPageHeader title="Email" description="Preview every email exactly as it is sent, send yourself a test, see who the exam reminders will reach, and check what was sent." />
      <TemplatesSection />
      <RemindersSection />
      <SendLogSection />
    </div>
  );
}
