import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/toast/toast-context.tsx';
import { useEmailPreview, useSendTestEmail } from '../api/admin-email.ts';
import { KIND_HINTS, KIND_LABELS, templateLabel } from './labels.ts';

/**
 * One template as it is sent: its headers, the HTML in a sandboxed frame (no scripts, no
 * navigation, no forms: `sandbox=""`), and the plain-text version. "Send a test to me" mails it to
 * the signed-in administrator's own address.
 */
export function TemplatePreview({ template }: { template: string }) {
  const preview = useEmailPreview(template);
  const send = useSendTestEmail();
  const toast = useToast();
  const [view, setView] = useState<'html' | 'text'>('html');
  const heading = useRef<HTMLHeadingElement>(null);

  // A newly chosen template: bring its preview into view and put the keyboard there.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [template]);

  function sendTest() {
    send.mutate(template, {
      onSuccess: (sent) => toast({ title: 'Test Email Sent', description: `${templateLabel(template)} went to ${sent.to}. It is in the send log below.` }),
      onError: (error) => toast({ title: 'Test Not Sent', description: error.message, variant: 'destructive' }),
    });
  }

  return (
    <section className="admin-email-preview" aria-labelledby="email-preview-title">
      <div className="admin-email-preview-head">
        <h3 id="email-preview-title" ref={heading} tabIndex={-1}>
          Preview: {templateLabel(template)}
        </h3>
        <button type="button" className="button" onClick={sendTest} disabled={send.isPending || !preview.isSuccess}>
          {send.isPending ? 'Sending...' : 'Send a test to me'}
        </button>
      </div>
      {preview.isPending && <p className="muted">Loading the preview...</p>}
      {preview.isError && (
        <p role="alert">
          Could not load the preview: {preview.error.message}{' '}
          <button type="button" className="link-button" onClick={() => void preview.refetch()}>
            Retry
          </button>
        </p>
      )}
      {preview.isSuccess && (
        <>
          <p className="muted">
            {KIND_LABELS[preview.data.kind]}: {KIND_HINTS[preview.data.kind].toLowerCase()}. Shown with sample data{preview.data.kind === 'marketing' ? ' and a sample unsubscribe link that works nowhere' : ''}; a test goes to your own address.
          </p>
          <dl className="admin-email-headers">
            {[['From', preview.data.from], ['To', preview.data.to], ['Subject', preview.data.subject], ...Object.entries(preview.data.headers)].map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div className="admin-email-views" role="group" aria-label="Version">
            <button type="button" className="button button-secondary button-toggle" aria-pressed={view === 'html'} onClick={() => setView('html')}>
              HTML
            </button>
            <button type="button" className="button button-secondary button-toggle" aria-pressed={view === 'text'} onClick={() => setView('text')}>
              Plain text
            </button>
          </div>
          {view === 'html' ? (
            <iframe className="admin-email-frame" sandbox="" srcDoc={preview.data.html} title={`HTML version of ${templateLabel(template)}`} />
          ) : (
            <pre className="admin-email-text" aria-label={`Plain-text version of ${templateLabel(template)}`} tabIndex={0}>
              {preview.data.text}
            </pre>
          )}
        </>
      )}
    </section>
  );
}
