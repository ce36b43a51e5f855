// Request lines go to logs, and logs travel (support tickets, hosting dashboards): a reset link's
// code or any other secret in a query string is written as [redacted].

const SECRET_PARAMETER = /([?&](?:token|code|password|access_token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.includes('?') ? url.replace(SECRET_PARAMETER, '$1[redacted]') : url;
}
