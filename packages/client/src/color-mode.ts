/** A colour mode the reader can choose; `system` follows the operating system. */
export type ColorModeChoice = 'light' | 'dark' | 'system';
export type ColorMode = 'light' | 'dark';

/** localStorage keys: `theme` holds an explicit light/dark choice, `theme-choice` the last choice of the three. */
export const THEME_KEY = 'theme';
export const THEME_CHOICE_KEY = 'theme-choice';

export interface ColorModeOptions {
  defaultMode: ColorMode;
  respectPrefersColorScheme: boolean;
}

/** The toggle's order: light → dark → system → light. */
export function nextChoice(choice: ColorModeChoice): ColorModeChoice {
  return choice === 'light' ? 'dark' : choice === 'dark' ? 'system' : 'light';
}

/** The choice stored in `storage`, or the configured default when there is none. */
export function readChoice(storage: Pick<Storage, 'getItem'>, options: ColorModeOptions): ColorModeChoice {
  const choice = storage.getItem(THEME_CHOICE_KEY);
  if (choice === 'light' || choice === 'dark' || choice === 'system') return choice;
  const theme = storage.getItem(THEME_KEY);
  if (theme === 'light' || theme === 'dark') return theme;
  return options.respectPrefersColorScheme ? 'system' : options.defaultMode;
}

/** Stores a choice: light/dark in `theme`; system removes `theme`. `theme-choice` always holds the choice. */
export function storeChoice(storage: Pick<Storage, 'setItem' | 'removeItem'>, choice: ColorModeChoice): void {
  if (choice === 'system') storage.removeItem(THEME_KEY);
  else storage.setItem(THEME_KEY, choice);
  storage.setItem(THEME_CHOICE_KEY, choice);
}

/** The mode a choice shows, given whether the OS prefers dark. */
export function resolveMode(choice: ColorModeChoice, prefersDark: boolean): ColorMode {
  return choice === 'system' ? (prefersDark ? 'dark' : 'light') : choice;
}

/**
 * The script inlined in `<head>` that sets `data-theme` before the first paint (no flash of the
 * wrong theme). Kept as a string so no bundler helper can leak into it.
 */
export function colorModeInlineScript(options: ColorModeOptions): string {
  const fallback = options.respectPrefersColorScheme ? 'system' : options.defaultMode;
  return `(function(){var d=document.documentElement,c='${fallback}';try{var s=localStorage,x=s.getItem('${THEME_CHOICE_KEY}'),t=s.getItem('${THEME_KEY}');if(x==='light'||x==='dark'||x==='system')c=x;else if(t==='light'||t==='dark')c=t}catch(e){}var m=c==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):c;d.setAttribute('data-theme',m);d.setAttribute('data-theme-choice',c)})()`;
}
