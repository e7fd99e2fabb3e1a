const mask = '[redacted]';

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
  for (const form of new Set([secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)]))
    masked = masked.split(form).join(mask);
  return masked;
}
