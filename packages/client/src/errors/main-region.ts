/** Where page-level messages go: the page's main column, else `main`, else the body. */
export function mainRegion(): HTMLElement {
  return document.querySelector<HTMLElement>('#main-content .main-column') ?? document.getElementById('main-content') ?? document.body;
}
