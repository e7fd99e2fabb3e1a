// Traces of real SDK calls against the real mock (through MSW), exported by the real OpenTelemetry
// SDK's InMemorySpanExporter.
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { MeterProvider, MetricReader } from '@opentelemetry/sdk-metrics';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { operations } from '@petstore/contract';
import { setupPetStoreServer } from '@petstore/mock/node';
import { type ClientOptions, PetStore } from '@petstore/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTelemetry } from '../src/index';

const apiKey = 'otel-secret-key-42';
const quota = 3;
const mock = setupPetStoreServer({
  seed: false,
  plans: { small: { perMinute: quota, perDay: 1000 } },
  keys: { [apiKey]: 'small', 'otel-wide-key': 'enterprise' },
});
const exporter = new InMemorySpanExporter();
const tracerProvider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });

beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mock.reset();
  exporter.reset();
  vi.useRealTimers();
});
afterAll(() => mock.close());

const silent = { debug() {}, info() {}, warn() {}, error() {} };
function client(options: ClientOptions = {}) {
  return new PetStore({
    apiKey: 'otel-wide-key',
    logger: silent,
    hooks: [openTelemetry({ tracerProvider })],
    ...options,
  });
}

const spans = () => exporter.getFinishedSpans();
const callSpans = () => spans().filter((span) => span.kind === SpanKind.INTERNAL);
const attemptsOf = (call: ReadableSpan) =>
  spans().filter((span) => span.parentSpanContext?.spanId === call.spanContext().spanId);

/** Moves fake time in small steps until `promise` settles. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  let done = false;
  const watched = promise.finally(() => {
    done = true;
  });
  while (!done) await vi.advanceTimersByTimeAsync(100);
  return watched;
}

describe('openTelemetry()', () => {
  it('makes one INTERNAL span per call, named by its operation, with one CLIENT span per attempt under it', async () => {
    const sdk = client();
    const dogs = await sdk.categories.create({ name: 'Dogs' });
    await sdk.categories.retrieve(dogs.id);
    const [create, retrieve] = callSpans();
    expect([create?.name, retrieve?.name]).toEqual(['createCategory', 'getCategory']);
    expect(create?.attributes['petstore.operation.id']).toBe('createCategory');
    expect(create?.parentSpanContext).toBeUndefined();
    const [attempt] = attemptsOf(retrieve as ReadableSpan);
    expect(attempt?.kind).toBe(SpanKind.CLIENT);
    expect(attempt?.name).toBe('GET /categories/{categoryId}');
    expect(attempt?.attributes).toEqual({
      'http.request.method': 'GET',
      'server.address': new URL(mock.baseUrl).hostname,
      'server.port': Number(new URL(mock.baseUrl).port) || 80,
      'url.full': `${mock.baseUrl}/categories/${dogs.id}`,
      'url.template': '/categories/{categoryId}',
      'http.response.status_code': 200,
    });
    expect(attempt?.spanContext().traceId).toBe(retrieve?.spanContext().traceId);
    expect(retrieve?.status.code).toBe(SpanStatusCode.UNSET);
  });

  it('marks a 404 as an error: the attempt with its status, the call with the typed error class', async () => {
    await expect(client().categories.retrieve(999)).rejects.toThrow();
    const [call] = callSpans();
    expect(call?.status.code).toBe(SpanStatusCode.ERROR);
    expect(call?.attributes['error.type']).toBe('NotFoundError');
    const [attempt] = attemptsOf(call as ReadableSpan);
    expect(attempt?.attributes).toMatchObject({ 'http.response.status_code': 404, 'error.type': '404' });
    expect(attempt?.status.code).toBe(SpanStatusCode.ERROR);
  });

  it('counts resends on the attempts of a call retried after a 503', async () => {
    mock.faults.inject({ operationId: 'listCategories', status: 503, times: 1 });
    await client().categories.list();
    const [call] = callSpans();
    const attempts = attemptsOf(call as ReadableSpan);
    expect(attempts.map((span) => span.attributes['http.response.status_code'])).toEqual([503, 200]);
    expect(attempts.map((span) => span.attributes['http.request.resend_count'])).toEqual([undefined, 1]);
    expect(attempts[0]?.attributes['error.type']).toBe('503');
    expect(call?.status.code).toBe(SpanStatusCode.UNSET);
  });

  it('records a lost connection on its attempt with the typed error class', async () => {
    mock.faults.inject({ operationId: 'listCategories', networkError: true, times: 1 });
    await client().categories.list();
    const [first] = attemptsOf(callSpans()[0] as ReadableSpan);
    expect(first?.attributes['error.type']).toBe('APIConnectionError');
    expect(first?.attributes['http.response.status_code']).toBeUndefined();
  });

  it('shows the waits of a burst at the gate and a 429 ridden out as events of the calls', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(Date.parse('2026-03-01T12:00:10Z'));
    const sdk = client({ apiKey });
    await settle(Promise.all(Array.from({ length: quota + 1 }, () => sdk.categories.list())));
    const waits = callSpans().flatMap((span) =>
      span.events.filter((event) => event.name === 'petstore.rate_limit.wait'),
    );
    expect(waits).toHaveLength(1);
    expect(waits[0]?.attributes).toMatchObject({ 'petstore.rate_limit.reason': 'gate' });
    expect(Number(waits[0]?.attributes?.['petstore.rate_limit.wait_ms'])).toBeGreaterThan(0);

    exporter.reset();
    for (let i = 0; i < quota; i++)
      await fetch(`${mock.baseUrl}/categories`, { headers: { 'X-API-Key': apiKey } });
    await settle(sdk.categories.list());
    const [call] = callSpans();
    expect(call?.events.map((event) => event.attributes?.['petstore.rate_limit.reason'])).toEqual([
      'retry-after',
    ]);
    expect(
      attemptsOf(call as ReadableSpan).map((span) => span.attributes['http.response.status_code']),
    ).toEqual([429, 200]);
  });

  it('adds a deprecation event with the sunset date to each call of a deprecated operation', async () => {
    const sdk = client();
    const dogs = await sdk.categories.create({ name: 'Dogs' });
    const rex = await sdk.pets.create({ name: 'Rex', categoryId: dogs.id });
    await sdk.pets.retrieve(rex.id);
    const retrieve = callSpans().find((span) => span.name === 'getPetById');
    expect(
      retrieve?.events.map((event) => [event.name, event.attributes?.['petstore.deprecation.sunset']]),
    ).toEqual([['petstore.deprecation', new Date(operations.getPetById.deprecated.sunset).toISOString()]]);
  });

  it("sends each attempt's traceparent, which the mock's journal records", async () => {
    await client().categories.list();
    const [attempt] = attemptsOf(callSpans()[0] as ReadableSpan);
    const { traceId, spanId } = attempt?.spanContext() ?? {};
    expect(mock.journal.entries.map((entry) => entry.traceparent)).toEqual([`00-${traceId}-${spanId}-01`]);
  });

  it('never records the key, raw, JSON-escaped or header-shaped, whatever the server echoes', async () => {
    const escaped = Array.from(apiKey, (char) => `\\u00${char.charCodeAt(0).toString(16)}`).join('');
    const echo = async () =>
      new Response(
        `{"code":"invalid_request","message":"bad key ${apiKey} ${escaped} X-API-Key: ${apiKey}","status":400}`,
        { status: 400, headers: { 'content-type': 'application/json', 'x-echo': `X-API-Key: ${apiKey}` } },
      );
    await expect(client({ apiKey, fetch: echo }).pets.list()).rejects.toThrow();
    await expect(client({ apiKey }).pets.list({ limit: 0 })).rejects.toThrow();
    const exported = JSON.stringify(
      spans().map((span) => [span.name, span.attributes, span.events, span.status, span.links]),
    );
    expect(spans().length).toBeGreaterThan(1);
    for (const form of [apiKey, escaped, JSON.stringify(apiKey).slice(1, -1), `X-API-Key: ${apiKey}`]) {
      expect(exported).not.toContain(form);
    }
    expect(exported.toLowerCase()).not.toContain(apiKey.toLowerCase());
  });

  it('records each attempt in http.client.request.duration when a meter provider is given', async () => {
    class CollectingReader extends MetricReader {
      protected override async onForceFlush() {}
      protected override async onShutdown() {}
    }
    const reader = new CollectingReader();
    const meterProvider = new MeterProvider({ readers: [reader] });
    mock.faults.inject({ operationId: 'listCategories', status: 503, times: 1 });
    const sdk = new PetStore({
      apiKey: 'otel-wide-key',
      logger: silent,
      hooks: [openTelemetry({ tracerProvider, meterProvider })],
    });
    await sdk.categories.list();
    const { resourceMetrics } = await reader.collect();
    const metric = resourceMetrics.scopeMetrics[0]?.metrics.find(
      (found) => found.descriptor.name === 'http.client.request.duration',
    );
    expect(metric?.descriptor.unit).toBe('s');
    const points = (metric?.dataPoints ?? []) as {
      attributes: Record<string, unknown>;
      value: { count: number };
    }[];
    expect(
      points.map((point) => [point.attributes['http.response.status_code'], point.value.count]).sort(),
    ).toEqual([
      [200, 1],
      [503, 1],
    ]);
  });
});
