/**
 * `text` with every occurrence of the API key masked, as written or JSON-escaped: whatever a
 * service echoes back, no line the run prints holds the key.
 */
export function redact(text: string, apiKey: string): string {
  if (!apiKey) return text;
  const escaped = JSON.stringify(apiKey).slice(1, -1);
  return text.split(apiKey).join('[redacted]').split(escaped).join('[redacted]');
}
