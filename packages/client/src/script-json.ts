/**
 * JSON to put inside an inline `<script>`: `<`, `>`, `&` and U+2028/U+2029 are written as
 * `\uXXXX`, so no value (`</script>`, `<!--`, a line separator) can end the script or change
 * how it parses. The result is still valid JSON and a valid JavaScript expression.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
