import { describe, expect, it } from 'vitest';
import { scanFenceLanguages } from '../../../src/markdown/scan-languages.ts';

describe('scanFenceLanguages', () => {
  it('lists the languages of backtick and tilde fences, lower-cased and without meta', () => {
    const a = '# A\n\n```php title="checkout.php" {2}\n$x;\n```\n';
    const b = '~~~Bash\necho\n~~~\n\n````JSON\n{}\n````\n';
    expect(scanFenceLanguages([a, b])).toEqual(['php', 'bash', 'json']);
  });

  it('lists each language once across files', () => {
    expect(scanFenceLanguages(['```go\n```\n', '```Go\n```\n```go\n```\n'])).toEqual(['go']);
  });

  it('keeps language names with #, + and dots', () => {
    expect(scanFenceLanguages(['```c#\n```\n', '```c++\n```\n', '```objective-c\n```\n'])).toEqual(['c#', 'c++', 'objective-c']);
  });

  it('finds indented fences (e.g. inside list items)', () => {
    expect(scanFenceLanguages(['1. Step\n\n   ```ruby\n   puts 1\n   ```\n'])).toEqual(['ruby']);
  });

  it('finds nothing in text without fences', () => {
    expect(scanFenceLanguages(['Inline `code` only.', ''])).toEqual([]);
  });

  it('does not take a word of the next line for a fence without a language', () => {
    expect(scanFenceLanguages(['```\nnpm install\n```\n', '```php\n$x;\n```\n\nText after.\n', '~~~ \nplain\n~~~\n'])).toEqual(['php']);
  });
});
