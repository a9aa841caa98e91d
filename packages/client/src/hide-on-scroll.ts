/**
 * `navbar.hideOnScroll`: a navbar rendered with `navbar-hideable` slides away while the reader
 * scrolls down and comes back as soon as they scroll up (or reach the top). Off by default: the
 * navbar then simply stays at the top, and nothing is installed (the setting is site-wide: a page
 * without it means a site without it). Nothing reads the layout before the first scroll.
 */
export function installHideOnScroll(): void {
  if (!document.querySelector('.navbar-hideable')) return;
  let lastY = 0;
  let frame = 0;
  const update = () => {
    frame = 0;
    const navbar = document.querySelector<HTMLElement>('.navbar-hideable');
    const y = window.scrollY;
    if (navbar) {
      const height = navbar.offsetHeight;
      const down = y > lastY;
      const focusInside = navbar.contains(document.activeElement);
      navbar.classList.toggle('navbar-hidden', down && y > height && !focusInside && !document.documentElement.hasAttribute('data-drawer-open'));
    }
    lastY = y;
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!frame) frame = requestAnimationFrame(update);
    },
    { passive: true },
  );
  // Keyboard users tabbing into a hidden navbar see it again.
  document.addEventListener('focusin', (event) => {
    const navbar = document.querySelector('.navbar-hideable');
    if (navbar && event.target instanceof Node && navbar.contains(event.target)) navbar.classList.remove('navbar-hidden');
  });
}
