import { useEffect } from 'react';

export interface TocHighlightProps {
  /** Id of the TOC nav whose links point at the page's headings. */
  tocId: string;
}

/** Marks the TOC link of the heading being read (the last one above the top of the viewport, below the navbar). */
export function TocHighlight(props: TocHighlightProps) {
  useEffect(() => {
    const toc = document.getElementById(props.tocId);
    if (!toc) return;
    const links = [...toc.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
    const targets = links.map((a) => document.getElementById(decodeURIComponent(a.hash.slice(1)))).filter((h): h is HTMLElement => !!h);
    let frame = 0;
    const update = () => {
      frame = 0;
      // A heading scrolled to by its anchor lands 24 px below the navbar (scroll-margin); a little slack covers rounding.
      const offset = (document.querySelector('.navbar')?.getBoundingClientRect().height ?? 64) + 32;
      let active = targets[0];
      for (const heading of targets) {
        if (heading.getBoundingClientRect().top - offset <= 0) active = heading;
        else break;
      }
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) active = targets[targets.length - 1];
      for (const link of links) {
        const on = active !== undefined && decodeURIComponent(link.hash.slice(1)) === active.id;
        link.classList.toggle('toc-link-active', on);
        if (on) link.setAttribute('aria-current', 'location');
        else link.removeAttribute('aria-current');
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [props.tocId]);
  return null;
}
