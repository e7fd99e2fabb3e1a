const mask = '[redacted]';

/** The forms of the last secret masked: a caller masks with the same key again and again. */
let last: { readonly secret: string; readonly forms: readonly string[] } | undefined;

function formsOf(secret: string): readonly string[] {
  if (last?.secret !== secret)
    last = {
      secret,
      forms: [...new Set([secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)])],
    };
  return last.forms;
}

/**
 * `text` with every occurrence of `secret` (an API key) masked as `[redacted]`: as written,
 * JSON-escaped and percent-encoded, the forms in which a service echoes it back in a body, a header
 * or a link. What the conformance run prints and the mock's drift report pass through it.
 * @param text - The text to mask.
 * @param secret - The key; an empty one masks nothing.
 * @returns `text` without the key.
 */
export function redact(text: string, secret: string): string {
  if (!secret) return text;
  let masked = text;
  for (const form of formsOf(secret)) if (masked.includes(form)) masked = masked.split(form).join(mask);
  return masked;
}
