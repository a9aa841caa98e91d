import { Island } from '../Island.tsx';
import { CopyButtonIsland } from '../../../islands/CopyButtonIsland.tsx';

const panelId = (id: string, key: string) => `${id}-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** Code samples as tabs: every sample is in the HTML; the CodeTabs island shows one at a time. */
export function CodeSamples(props: { id: string; samples: readonly { language: string; label: string; html: string; written?: true }[]; storageKey: string }) {
  if (!props.samples.length) return null;
  const tabs = props.samples.map((s) => ({ key: s.language, label: s.label, panelId: panelId(props.id, s.language) }));
  return (
    <div className="code-tabs">
      <Island name="CodeTabs" props={{ tabs, storageKey: props.storageKey }} />
      {props.samples.map((sample, i) => (
        <div key={tabs[i]!.panelId} className="code-tab-panel" role="tabpanel" id={tabs[i]!.panelId} aria-labelledby={`${tabs[i]!.panelId}-tab`}>
          <div className="code-block" data-language={sample.language} data-written={sample.written ? '' : undefined}>
            <div className="code-block-title">{sample.label}</div>
            <div dangerouslySetInnerHTML={{ __html: sample.html }} />
            <CopyButtonIsland />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * Panels of any content as tabs (response statuses; `api-tabs`, which search reads, where `code-tabs`
 * it skips): every panel is in the HTML and shows with
 * JavaScript off; groups with one `group` key follow each other's choice on the page, not across pages.
 */
export function TabbedPanels(props: {
  id: string;
  group: string;
  label: string;
  className?: string;
  panels: readonly { key: string; label: string; content: React.ReactNode; id?: string }[];
}) {
  if (!props.panels.length) return null;
  const tabs = props.panels.map((p) => ({ key: p.key, label: p.label, panelId: p.id ?? panelId(props.id, p.key) }));
  return (
    <div className={`api-tabs${props.className ? ` ${props.className}` : ''}`}>
      <Island name="CodeTabs" props={{ tabs, storageKey: props.group, remember: false, label: props.label }} />
      {props.panels.map((panel, i) => (
        <div key={tabs[i]!.panelId} className="code-tab-panel" role="tabpanel" id={tabs[i]!.panelId} aria-labelledby={`${tabs[i]!.panelId}-tab`}>
          {panel.content}
        </div>
      ))}
    </div>
  );
}
