const MEANINGS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  301: 'Moved Permanently',
  302: 'Found',
  304: 'Not Modified',
  400: 'Bad Request: the request is malformed or fails validation',
  401: 'Unauthorized: credentials are missing or wrong',
  403: 'Forbidden: the credentials do not allow this',
  404: 'Not Found: no such resource',
  405: 'Method Not Allowed',
  409: 'Conflict',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content: the body is well-formed but not accepted',
  429: 'Too Many Requests: slow down and retry later',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** `404 Not Found: no such resource`, or the class of an unlisted status. */
export function statusMeaning(status: number): string {
  const known = MEANINGS[status];
  if (known) return known;
  if (status >= 500) return 'Server error';
  if (status >= 400) return 'Client error';
  if (status >= 300) return 'Redirection';
  if (status >= 200) return 'Success';
  return 'Informational';
}
