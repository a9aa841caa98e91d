import { createContext, useContext } from 'react';
import type { PortalConfig } from '../../../config/schema.ts';
import type { CodeHighlighter } from '../../highlighter.ts';
import type { TimeBudget } from '../../../safety/time-limit.ts';

/** A heading as Docusaurus's `toc` export gives it to `<TOCInline toc={toc} />`. */
export interface TocItem {
  value: string;
  id: string;
  level: number;
}

/** A card of `<DocCardList />`: a page of the doc's category. */
export interface DocCard {
  label: string;
  href: string;
  description?: string;
}

/** The sidebar category a doc belongs to (Docusaurus's `useCurrentSidebarCategory()`): its label, its own page if it has one, and its pages. */
export interface DocCategory {
  label: string;
  href?: string;
  cards: DocCard[];
}

/** What the theme components of an MDX page read while it renders on the server. */
export interface MdxPageContext {
  config: PortalConfig;
  highlighter: CodeHighlighter;
  toc: TocItem[];
  /** The sidebar category the doc belongs to (`<DocCardList />` shows its pages), when it is in one. */
  category?: DocCategory;
  /** The page's route (`useLocation().pathname`). */
  pathname: string;
  /** The highlighting time the page's `<CodeBlock>`s share, and where one shown as plain text is told. */
  codeTime?: TimeBudget;
  overBudget?: (why: string) => void;
  /** Told each URL a `<Link>` renders: the link checker checks those (and the page's written links) on an MDX page. */
  linked?: (href: string) => void;
  /** Told the title and description a page's `<Layout>` gives (a React page of src/pages names itself so). */
  head?: (head: PageHead) => void;
}

/** What `@theme/Layout`'s props say about the page's `<head>`. */
export interface PageHead {
  title?: string;
  description?: string;
  /** The whole `<title>`, as a `<Head><title>` gives it (the site's title is not added). */
  documentTitle?: string;
}

export const MdxPage = createContext<MdxPageContext | undefined>(undefined);

/** The page being rendered; theme components are only used inside an MDX page. */
export function useMdxPage(): MdxPageContext {
  const page = useContext(MdxPage);
  if (!page) throw new Error('a theme component was rendered outside an MDX page');
  return page;
}
