import { useState } from 'react';
import { useEmailTemplates } from '../api/admin-email.ts';
import { KIND_LABELS, templateLabel } from './labels.ts';
import { TemplatePreview } from './template-preview.tsx';

/** Every template the product sends; choosing one previews it below. */
export function TemplatesSection() {
  const templates = useEmailTemplates();
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <section className="card admin-email-section" aria-labelledby="email-templates-title">
      <h2 id="email-templates-title">Templates</h2>
      <p className="muted">
        Every email the product sends. A preview is built by the same code that sends, with sample data: what you see is what a candidate gets.
      </p>
      {templates.isPending && <p className="muted">Loading the templates...</p>}
      {templates.isError && (
        <p role="alert">
          Could not load the templates: {templates.error.message}{' '}
          <button type="button" className="link-button" onClick={() => void templates.refetch()}>
            Retry
          </button>
        </p>
      )}
      {templates.isSuccess && (
        <ul className="admin-email-templates">
          {templates.data.templates.map((template) => (
            <li key={template.name}>
              <button
                type="button"
                className="admin-email-template"
                aria-pressed={selected === template.name}
                onClick={() => setSelected(template.name)}
              >
                <span className="admin-email-template-name">
                  {templateLabel(template.name)} <span className={`admin-email-kind admin-email-kind-${template.kind}`}>{KIND_LABELS[template.kind]}</span>
                </span>
                <span className="admin-email-template-subject">{template.subject}</span>
                <span className="muted admin-email-template-when">{template.description}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {selected ? <TemplatePreview template={selected} /> : templates.isSuccess && <p className="hint">Choose a template to preview it and send yourself a test.</p>}
    </section>
  );
}
