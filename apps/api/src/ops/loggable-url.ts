/**
 * The request URL as the request log may keep it: a few calls carry personal data or credentials
 * in the query string (the phone number a sign-in code goes to, a token), which the log must not
 * hold. Their values are replaced; the path and every other parameter stay for debugging.
 */
const PRIVATE_PARAMS = /^(phone|token|code|key|secret|password)$/i;

export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const params = url.slice(queryAt + 1).split('&');
  const kept = params.map((param) => {
    const name = decodeName(param.split('=')[0] ?? '');
    return PRIVATE_PARAMS.test(name) ? `${param.split('=')[0]}=[redacted]` : param;
  });
  return `${url.slice(0, queryAt)}?${kept.join('&')}`;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
