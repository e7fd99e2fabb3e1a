import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';

/** The spans of one run as an indented tree: each span with its duration, attributes and events. */
export function traceTree(spans: readonly ReadableSpan[]): string {
  const idOf = (span: ReadableSpan) => span.spanContext().spanId;
  const children = (parent: string | undefined) =>
    spans
      .filter((span) => span.parentSpanContext?.spanId === parent)
      .sort((a, b) => a.startTime[0] - b.startTime[0] || a.startTime[1] - b.startTime[1]);
  const lines: string[] = [];
  const draw = (span: ReadableSpan, depth: number) => {
    const pad = '  '.repeat(depth);
    const ms = span.duration[0] * 1000 + span.duration[1] / 1e6;
    const status = span.attributes['http.response.status_code'] ?? span.attributes['error.type'] ?? '';
    lines.push(`${pad}${span.name} ${status} (${ms.toFixed(0)} ms)`.replace('  (', ' ('));
    for (const event of span.events) {
      const details = Object.entries(event.attributes ?? {})
        .map(([key, value]) => `${key.replace(/^petstore\./, '')}=${String(value)}`)
        .join(' ');
      lines.push(`${pad}  · ${event.name} ${details}`);
    }
    for (const child of children(idOf(span))) draw(child, depth + 1);
  };
  for (const root of children(undefined)) draw(root, 0);
  return lines.join('\n');
}
