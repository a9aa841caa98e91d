import { hydrateIslands } from './hydrate.tsx';
import { startNavigation } from './navigation/router.ts';
import { installHideOnScroll } from './hide-on-scroll.ts';
import { rememberPageVersion } from './preferred-version.ts';

void hydrateIslands();
startNavigation();
installHideOnScroll();
rememberPageVersion();
