/**
 * The message of a refused control call: the route, the status and, when the body is the Error
 * object, its code, message and details. A body that is not one is not quoted: it may be anything.
 */
export function controlRefusal(route: string, status: number, text: string): string {
  let body: { code?: unknown; message?: unknown; details?: unknown } = {};
  try {
    body = JSON.parse(text) ?? {};
  } catch {
    // Not the Error object: the status says enough.
  }
  const code = typeof body.code === 'string' ? ` ${body.code}` : '';
  const message = typeof body.message === 'string' ? `: ${body.message}` : '';
  const details = Array.isArray(body.details)
    ? body.details
        .map(
          (detail: { path?: unknown; message?: unknown }) =>
            `${String(detail?.path)}: ${String(detail?.message)}`,
        )
        .join('; ')
    : '';
  return `${route}: the mock's control API answered ${status}${code}${message}${details ? ` (${details})` : ''}`;
}
