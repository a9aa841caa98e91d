import type { Diagnostic } from '../diagnostics.ts';
import { PortalError, describeThrown } from '../diagnostics.ts';

/**
 * Any error that rendering one page threw, as a diagnostic naming the page's source file: a
 * PortalError keeps its position and hint, a message with a position (a VFileMessage) keeps its
 * line and column, and anything else (a stack overflow, a library's `Invalid URL`) still names the file.
 */
export function pageFailure(error: unknown, source: string): Diagnostic {
  if (error instanceof PortalError) return { ...error.toDiagnostic(), file: error.file || source };
  const place = error as { line?: unknown; column?: unknown; reason?: unknown };
  const line = typeof place.line === 'number' ? place.line : undefined;
  const column = typeof place.column === 'number' ? place.column : undefined;
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    return {
      severity: 'error',
      file: source,
      line,
      column,
      message: 'the page is nested too deeply to render (the stack overflowed)',
      hint: 'flatten deeply nested lists, quotes, emphasis or schemas',
    };
  }
  const message = typeof place.reason === 'string' ? place.reason : describeThrown(error);
  return {
    severity: 'error',
    file: source,
    line,
    column,
    message: `cannot render this page: ${message.split('\n')[0]}`,
    hint: 'this is a bug in portal or a library it uses; the message above says what failed (DEBUG=1 prints the stack)',
  };
}
