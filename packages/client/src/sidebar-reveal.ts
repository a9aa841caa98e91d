/**
 * Brings the current page's sidebar link into view when the sidebar scrolls on its own (a desktop's
 * sticky column) and the page opened with it out of sight: on an API of 300 operations the link of
 * an operation far down the list was 2,700 px below the top, and a reader saw no sign of where they
 * were. Only the sidebar scrolls (the page does not move), and a sidebar the reader has already
 * scrolled is left where it is.
 */
export function revealCurrentSidebarItem(): void {
  const container = document.querySelector<HTMLElement>('.sidebar-container');
  const current = container?.querySelector<HTMLElement>('.sidebar [aria-current="page"]');
  if (!container || !current || container.scrollTop !== 0 || container.scrollHeight <= container.clientHeight) return;
  const box = container.getBoundingClientRect();
  const link = current.getBoundingClientRect();
  if (link.top >= box.top && link.bottom <= box.bottom) return;
  container.scrollTop = link.top - box.top - (box.height - link.height) / 2;
}
