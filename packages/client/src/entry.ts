import { hydrateIslands } from './hydrate.tsx';
import { startNavigation } from './navigation/router.ts';
import { installHideOnScroll } from './hide-on-scroll.ts';

void hydrateIslands();
startNavigation();
installHideOnScroll();
