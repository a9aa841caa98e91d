import { hydrateIslands } from './hydrate.tsx';
import { startNavigation } from './navigation/router.ts';
import { installHideOnScroll } from './hide-on-scroll.ts';
import { rememberPageVersion } from './preferred-version.ts';
import { ISLANDS_ADDED_EVENT } from './site-events.ts';
import { installSidebarItems } from './sidebar-items.ts';
import { revealCurrentSidebarItem } from './sidebar-reveal.ts';

void hydrateIslands();
// A sidebar category's items, filled when it is opened, bring toggles of their own.
window.addEventListener(ISLANDS_ADDED_EVENT, () => void hydrateIslands());
installSidebarItems();
revealCurrentSidebarItem();
startNavigation();
installHideOnScroll();
rememberPageVersion();
