import { Island } from '../Island.tsx';
import { CopyButtonIsland } from '../../../islands/CopyButtonIsland.tsx';

/** Code samples as tabs: every sample is in the HTML; the CodeTabs island shows one at a time. */
export function CodeSamples(props: { id: string; samples: readonly { language: string; label: string; html: string }[]; storageKey: string }) {
  if (!props.samples.length) return null;
  const tabs = props.samples.map((s) => ({ key: s.language, label: s.label, panelId: `${props.id}-${s.language.replace(/[^A-Za-z0-9_-]/g, '_')}` }));
  return (
    <div className="code-tabs">
      <Island name="CodeTabs" props={{ tabs, storageKey: props.storageKey }} />
      {props.samples.map((sample, i) => (
        <div key={tabs[i]!.panelId} className="code-tab-panel" role="tabpanel" id={tabs[i]!.panelId} aria-labelledby={`${tabs[i]!.panelId}-tab`}>
          <div className="code-block" data-language={sample.language}>
            <div className="code-block-title">{sample.label}</div>
            <div dangerouslySetInnerHTML={{ __html: sample.html }} />
            <CopyButtonIsland />
          </div>
        </div>
      ))}
    </div>
  );
}
