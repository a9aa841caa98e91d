import { useEffect, useState } from 'react';
import { nextChoice, readChoice, resolveMode, storeChoice, THEME_CHOICE_KEY, THEME_KEY, type ColorModeChoice, type ColorModeOptions } from '../color-mode.ts';

export type ColorModeToggleProps = ColorModeOptions;

const DARK_QUERY = '(prefers-color-scheme: dark)';

function apply(choice: ColorModeChoice): void {
  const root = document.documentElement;
  root.setAttribute('data-theme', resolveMode(choice, window.matchMedia(DARK_QUERY).matches));
  root.setAttribute('data-theme-choice', choice);
}

/** The accessible name says the current mode and what a click does. */
export function toggleLabel(choice: ColorModeChoice): string {
  return `Switch between dark, light and system mode (currently ${choice} mode)`;
}

/**
 * Cycles light → dark → system. The server renders the configured default; the real choice is
 * read after hydration (the inline head script has already painted the right theme).
 */
export function ColorModeToggle(props: ColorModeToggleProps) {
  const fallback: ColorModeChoice = props.respectPrefersColorScheme ? 'system' : props.defaultMode;
  const [choice, setChoice] = useState<ColorModeChoice>(fallback);

  useEffect(() => {
    setChoice(readChoice(window.localStorage, props));
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_KEY && event.key !== THEME_CHOICE_KEY && event.key !== null) return;
      const next = readChoice(window.localStorage, props);
      setChoice(next);
      apply(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [props.defaultMode, props.respectPrefersColorScheme]);

  useEffect(() => {
    if (choice !== 'system') return;
    const media = window.matchMedia(DARK_QUERY);
    const onChange = () => apply('system');
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [choice]);

  const onClick = () => {
    const next = nextChoice(choice);
    storeChoice(window.localStorage, next);
    apply(next);
    setChoice(next);
  };

  return (
    <button type="button" className="color-mode-toggle" onClick={onClick} aria-label={toggleLabel(choice)} title={toggleLabel(choice)}>
      <svg className="icon-light" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-5a1 1 0 0 1 1 1v2a1 1 0 1 1-2 0V3a1 1 0 0 1 1-1Zm0 17a1 1 0 0 1 1 1v2a1 1 0 1 1-2 0v-2a1 1 0 0 1 1-1ZM3 11h2a1 1 0 1 1 0 2H3a1 1 0 1 1 0-2Zm16 0h2a1 1 0 1 1 0 2h-2a1 1 0 1 1 0-2ZM5.64 4.22l1.42 1.42a1 1 0 0 1-1.42 1.42L4.22 5.64a1 1 0 0 1 1.42-1.42Zm12.72 12.72 1.42 1.42a1 1 0 0 1-1.42 1.42l-1.42-1.42a1 1 0 0 1 1.42-1.42Zm1.42-12.72a1 1 0 0 1 0 1.42l-1.42 1.42a1 1 0 1 1-1.42-1.42l1.42-1.42a1 1 0 0 1 1.42 0ZM7.06 16.94a1 1 0 0 1 0 1.42l-1.42 1.42a1 1 0 0 1-1.42-1.42l1.42-1.42a1 1 0 0 1 1.42 0Z"
        />
      </svg>
      <svg className="icon-dark" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="currentColor"
          d="M9.37 5.51A7.35 7.35 0 0 0 9.1 7.5c0 4.08 3.32 7.4 7.4 7.4.68 0 1.35-.09 1.99-.27A7.01 7.01 0 0 1 12 19c-3.86 0-7-3.14-7-7 0-2.93 1.81-5.45 4.37-6.49ZM12 3a9 9 0 1 0 9 9c0-.46-.04-.92-.1-1.36a5.39 5.39 0 0 1-4.4 2.26 5.4 5.4 0 0 1-3.14-9.8c-.44-.06-.9-.1-1.36-.1Z"
        />
      </svg>
      <svg className="icon-system" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="currentColor"
          d="M4 5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-5v2h3a1 1 0 1 1 0 2H8a1 1 0 1 1 0-2h3v-2H6a2 2 0 0 1-2-2V5Zm2 0v9h12V5H6Z"
        />
      </svg>
    </button>
  );
}
