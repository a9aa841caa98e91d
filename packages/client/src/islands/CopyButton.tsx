import { useEffect, useRef, useState } from 'react';

/** Copies the code of the code block it sits in; says "Copied" for two seconds. */
export function CopyButton(_props: Record<string, never>) {
  const [copied, setCopied] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    const code = ref.current?.closest('.code-block')?.querySelector('pre code');
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code.textContent ?? '');
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <button ref={ref} type="button" className="copy-button" aria-label={copied ? 'Copied' : 'Copy code to clipboard'} title="Copy" onClick={() => void copy()}>
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
