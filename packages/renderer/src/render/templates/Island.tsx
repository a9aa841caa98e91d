/** Templates import the island wrapper from here; it lives in islands/ so that Markdown plugins can use it too. */
export { Island } from '../../islands/Island.tsx';
