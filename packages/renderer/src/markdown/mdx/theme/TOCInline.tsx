import { useMdxPage, type TocItem } from './page-context.tsx';

/** `@theme/TOCInline`: the page's headings as a list of links, between the given levels. */
export function TOCInline(props: { toc?: readonly TocItem[]; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  const page = useMdxPage();
  const min = props.minHeadingLevel ?? page.config.tableOfContents.minHeadingLevel;
  const max = props.maxHeadingLevel ?? page.config.tableOfContents.maxHeadingLevel;
  const items = (props.toc ?? page.toc).filter((h) => h.level >= min && h.level <= max);
  return (
    <ul className="toc-inline">
      {items.map((h) => (
        <li key={h.id} className={`toc-inline-level-${h.level}`}>
          <a href={`#${h.id}`}>{h.value}</a>
        </li>
      ))}
    </ul>
  );
}
