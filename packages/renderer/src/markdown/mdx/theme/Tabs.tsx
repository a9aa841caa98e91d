import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { Island } from '../../../islands/Island.tsx';

/** `@theme/TabItem`'s props; the item renders its children, `<Tabs>` wraps it in a panel. */
export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
  className?: string;
  attributes?: Record<string, unknown>;
}

/** `@theme/TabItem`: the content of one tab. */
export function TabItem(props: TabItemProps) {
  return <>{props.children}</>;
}

/** `@theme/Tabs`'s props, as Docusaurus documents them. */
export interface TabsProps {
  children?: ReactNode;
  groupId?: string;
  queryString?: string | boolean;
  defaultValue?: string | null;
  values?: { value: string; label?: string }[];
  lazy?: boolean;
  className?: string;
}

/**
 * `@theme/Tabs`: every panel is rendered into the HTML (readers without JavaScript see all of them,
 * each under its label); the DocTabs island shows one at a time. `lazy` changes nothing: the
 * content is already on the page.
 */
export function Tabs(props: TabsProps) {
  const base = `tabs-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const items = Children.toArray(props.children).filter(
    (c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string',
  );
  const tabs = items.map((item, i) => {
    const value = item.props.value;
    const label = props.values?.find((v) => v.value === value)?.label ?? item.props.label ?? value;
    return { value, label, panelId: `${base}-${i}` };
  });
  const defaultValue = props.defaultValue ?? items.find((item) => item.props.default)?.props.value ?? tabs[0]?.value ?? '';
  const queryString = props.queryString === true ? props.groupId : props.queryString || undefined;
  return (
    <div className={['code-tabs', 'doc-tabs', props.className].filter(Boolean).join(' ')}>
      <Island name="DocTabs" props={{ tabs, defaultValue, groupId: props.groupId, queryString }} />
      {items.map((item, i) => (
        <div
          key={tabs[i]!.panelId}
          className={['code-tab-panel', 'doc-tab-panel', item.props.className].filter(Boolean).join(' ')}
          role="tabpanel"
          id={tabs[i]!.panelId}
          aria-labelledby={`${tabs[i]!.panelId}-tab`}
        >
          <p className="doc-tab-label">{tabs[i]!.label}</p>
          {item}
        </div>
      ))}
    </div>
  );
}
