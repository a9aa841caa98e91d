import { renderToStaticMarkup } from 'react-dom/server';
import { Island } from './Island.tsx';

/** The copy button of a code block: the `CopyButton` island (client/src/islands/CopyButton.tsx), the one source of its markup. */
export function CopyButtonIsland() {
  return <Island name="CopyButton" as="span" className="copy-island" props={{}} />;
}

let html: string | undefined;

/** The copy button as HTML, for Markdown plugins that write raw HTML (rendered once, the same markup React hydrates). */
export function copyButtonHtml(): string {
  return (html ??= renderToStaticMarkup(<CopyButtonIsland />));
}
