import {
  type Context,
  context as contexts,
  type Histogram,
  type MeterProvider,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  type TextMapSetter,
  type TracerProvider,
  trace,
} from '@opentelemetry/api';
import type { PetStoreHooks } from '@petstore/sdk';

/** Options of {@link openTelemetry}. */
export interface OpenTelemetryOptions {
  /** Where spans go; the global tracer provider when absent (the Node SDK registers one). */
  tracerProvider?: TracerProvider | undefined;
  /**
   * When given, each attempt's duration is recorded in the `http.client.request.duration`
   * histogram (seconds), with the attempt span's method, status, server and template attributes.
   */
  meterProvider?: MeterProvider | undefined;
}

const instrumentation = '@petstore/opentelemetry';

/** What the hook keeps in the SDK's per-call context, under a key no other hook uses. */
interface CallState {
  readonly span: Span;
  /** The context the call began in with its span set: the parent of each attempt's span. */
  readonly parent: Context;
  readonly pathTemplate: string;
  attempt?: {
    readonly span: Span;
    /** For the duration histogram: its start and attributes, when there is one. */
    readonly metric:
      | { readonly start: number; readonly attributes: Record<string, string | number> }
      | undefined;
  };
}

const stateKey = Symbol('petstore.opentelemetry');

const headerSetter: TextMapSetter<Headers> = { set: (carrier, key, value) => carrier.set(key, value) };

/** Where an attempt goes, read from its URL; the last one kept, as a client calls one origin. */
interface Target {
  readonly url: string;
  readonly href: string;
  readonly address: string;
  readonly port: number;
}

function readTarget(url: string): Target {
  const { href, hostname, port, protocol } = new URL(url);
  return { url, href, address: hostname, port: Number(port) || (protocol === 'https:' ? 443 : 80) };
}

// W3C Trace Context (traceparent version 00), written when no global propagator is registered.
function traceparent(span: Span): string {
  const { traceId, spanId, traceFlags } = span.spanContext();
  return `00-${traceId}-${spanId}-${(traceFlags & 0xff).toString(16).padStart(2, '0')}`;
}

/**
 * Hooks for `new PetStore({ hooks: [openTelemetry()] })` that trace every call with the
 * OpenTelemetry HTTP client semantic conventions: one INTERNAL span per call named by its
 * operation id, one CLIENT span per attempt under it (`GET /pets/{petId}`) whose W3C `traceparent`
 * the attempt carries, events for each rate-limit wait and deprecation, and ERROR status with the
 * typed error's class as `error.type` when the call fails. The API key is never recorded.
 *
 * @param options - The tracer provider (and an optional meter provider) to use.
 * @returns A hook object for the `hooks` option.
 * @example
 * ```ts
 * import { openTelemetry } from '@petstore/opentelemetry';
 * import { PetStore } from '@petstore/sdk';
 *
 * const client = new PetStore({ apiKey: process.env.PETSTORE_API_KEY, hooks: [openTelemetry()] });
 * ```
 */
export function openTelemetry(options: OpenTelemetryOptions = {}): PetStoreHooks {
  const tracer = (options.tracerProvider ?? trace.getTracerProvider()).getTracer(instrumentation);
  const duration: Histogram | undefined = options.meterProvider
    ?.getMeter(instrumentation)
    .createHistogram('http.client.request.duration', {
      unit: 's',
      description: 'Duration of HTTP client requests.',
    });
  const stateOf = (context: Record<PropertyKey, unknown>) => context[stateKey] as CallState | undefined;
  let target: Target | undefined;

  // An attempt ends with its answer, or with the failure that comes instead (a lost connection).
  const endAttempt = (state: CallState, status: number | undefined, errorType: string | undefined) => {
    const { attempt } = state;
    if (!attempt) return;
    state.attempt = undefined;
    if (status !== undefined) attempt.span.setAttribute('http.response.status_code', status);
    if (errorType !== undefined) {
      attempt.span.setAttribute('error.type', errorType);
      attempt.span.setStatus({ code: SpanStatusCode.ERROR });
    }
    attempt.span.end();
    const { metric } = attempt;
    if (duration && metric)
      duration.record((performance.now() - metric.start) / 1000, {
        ...metric.attributes,
        ...(status !== undefined && { 'http.response.status_code': status }),
        ...(errorType !== undefined && { 'error.type': errorType }),
      });
  };

  return {
    onCall({ operationId, pathTemplate, context }) {
      const active = contexts.active();
      const span = tracer.startSpan(
        operationId,
        { kind: SpanKind.INTERNAL, attributes: { 'petstore.operation.id': operationId } },
        active,
      );
      context[stateKey] = { span, parent: trace.setSpan(active, span), pathTemplate } satisfies CallState;
    },

    onRequest({ attempt, method, url, headers, context }) {
      const state = stateOf(context);
      if (!state) return;
      if (url !== target?.url) target = readTarget(url);
      const attributes: Record<string, string | number> = {
        'http.request.method': method,
        'server.address': target.address,
        'server.port': target.port,
        'url.template': state.pathTemplate,
      };
      // The histogram's attributes are these four (copied only when there is a histogram); the
      // span's add the URL and the resend count.
      const metric = duration && { start: performance.now(), attributes: { ...attributes } };
      attributes['url.full'] = target.href;
      if (attempt > 1) attributes['http.request.resend_count'] = attempt - 1;
      const span = tracer.startSpan(
        `${method} ${state.pathTemplate}`,
        { kind: SpanKind.CLIENT, attributes },
        state.parent,
      );
      state.attempt = { span, metric };
      propagation.inject(trace.setSpan(contexts.active(), span), headers, headerSetter);
      if (!headers.has('traceparent')) headers.set('traceparent', traceparent(span));
    },

    onResponse({ status, context }) {
      const state = stateOf(context);
      if (state) endAttempt(state, status, status >= 400 ? String(status) : undefined);
    },

    onRetry({ reason, context }) {
      const state = stateOf(context);
      if (state) endAttempt(state, undefined, reason.name);
    },

    onRateLimitWait({ ms, reason, context }) {
      stateOf(context)?.span.addEvent('petstore.rate_limit.wait', {
        'petstore.rate_limit.wait_ms': ms,
        'petstore.rate_limit.reason': reason,
      });
    },

    onDeprecation({ info, context }) {
      stateOf(context)?.span.addEvent('petstore.deprecation', {
        'petstore.operation.id': info.operationId,
        ...(info.sunset && { 'petstore.deprecation.sunset': info.sunset.toISOString() }),
        ...(info.replacement && { 'petstore.deprecation.replacement': info.replacement }),
      });
    },

    onSuccess({ context }) {
      const state = stateOf(context);
      if (!state) return;
      endAttempt(state, undefined, undefined);
      state.span.end();
    },

    onError({ error, context }) {
      const state = stateOf(context);
      if (!state) return;
      endAttempt(state, undefined, error.name);
      state.span.setAttribute('error.type', error.name);
      state.span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
      state.span.end();
    },
  };
}
