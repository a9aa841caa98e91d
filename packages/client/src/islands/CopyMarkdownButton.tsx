import { useState } from 'react';
import { withBase } from '../base-url.ts';

/** "Copy page as Markdown": fetches the page's Markdown twin only when clicked and puts it on the clipboard. */
export function CopyMarkdownButton(props: { href: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      const response = await fetch(withBase(props.href));
      if (!response.ok) throw new Error(`${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
    window.setTimeout(() => setState('idle'), 2000);
  };
  return (
    <button type="button" className="copy-markdown-button" onClick={() => void copy()}>
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy page as Markdown'}
    </button>
  );
}
