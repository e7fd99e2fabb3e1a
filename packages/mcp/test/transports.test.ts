// What the transports do with messages an MCP SDK Client never sends: lines that are not JSON or
// not JSON-RPC, messages over the size limit, requests from a foreign Host or Origin, and
// protocol versions the server does not know. Raw lines on the bin's stdin, raw HTTP requests.
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { type StandalonePetStore, startPetStoreServer } from '@petstore/mock/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { maxMessageBytes } from '../src/json-rpc';
import { type HttpBin, outputs, RawStdio, rawRequest, startHttp } from './petstore-mcp';

const apiKey = 'mcp-transport-key-8e0f';
let mock: StandalonePetStore;

beforeAll(async () => {
  mock = await startPetStoreServer({ port: 0, keys: { [apiKey]: 'business' } });
});
afterEach(() => mock.mock.reset());
afterAll(async () => {
  await mock.close();
  expect(outputs.join('\n')).not.toContain(apiKey);
});

const env = () => ({ PETSTORE_API_KEY: apiKey, PETSTORE_BASE_URL: mock.url });
const initialize = (id: number | string, protocolVersion = LATEST_PROTOCOL_VERSION) => ({
  jsonrpc: '2.0',
  id,
  method: 'initialize',
  params: { protocolVersion, capabilities: {}, clientInfo: { name: 'raw', version: '1.0.0' } },
});
const callTool = (id: number, name: string, args: unknown) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});

describe('the stdio transport', () => {
  let bin: RawStdio;
  beforeAll(async () => {
    bin = new RawStdio(env());
    await bin.write(JSON.stringify(initialize(1)));
    await bin.answers(1);
    await bin.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
  });
  afterAll(() => bin.stop());

  it('answers every malformed line with the JSON-RPC error it is, and keeps serving', async () => {
    const lines = [
      'this is not JSON',
      '{"jsonrpc":"2.0","id":2,"method":42}',
      '{"jsonrpc":"2.0","id":3}',
      '{"jsonrpc":"1.0","id":4,"method":"tools/list"}',
      '{"jsonrpc":"2.0","id":5,"method":"tools/list","params":[]}',
      '[{"jsonrpc":"2.0","id":6,"method":"tools/list"}]',
      '{"jsonrpc":"2.0","method":7}',
      '',
      JSON.stringify({ jsonrpc: '2.0', id: 8, method: 'tools/list' }),
    ];
    for (const line of lines) await bin.write(line);
    const answers = (await bin.answers(9)).slice(1);
    expect(answers.map(({ id, error }) => [id, (error as { code: number } | undefined)?.code])).toEqual([
      [null, -32700],
      [2, -32600],
      [3, -32600],
      [4, -32600],
      [5, -32600],
      [null, -32600],
      [null, -32600],
      [8, undefined],
    ]);
    expect(answers.slice(0, 7).map(({ error }) => (error as { message: string }).message)).toEqual([
      'Parse error: the message is not JSON',
      'Invalid Request: "method" must be a string',
      'Invalid Request: a request needs a "method"',
      'Invalid Request: "jsonrpc" must be "2.0"',
      'Invalid Request: "params" must be an object',
      'Invalid Request: a message is one JSON object (batches are not taken)',
      'Invalid Request: "method" must be a string',
    ]);
    expect(answers[7]).toMatchObject({ result: { tools: expect.any(Array) } });
    // stderr is another pipe: the line may come after the answers; it is awaited, not assumed.
    await bin.stderr.waitFor(/petstore-mcp: Invalid Request: "method" must be a string/);
  });

  it('refuses a 10 MiB message with its id, reads the next ones, and sends nothing', async () => {
    const name = 'x'.repeat(10 * 1024 * 1024);
    await bin.write(JSON.stringify(callTool(20, 'createCategory', { body: { name } })));
    // The same with the id first, as other clients write it.
    await bin.write(
      JSON.stringify({ jsonrpc: '2.0', id: 'big', method: 'tools/call', params: { name, arguments: {} } }),
    );
    await bin.write(
      JSON.stringify(callTool(21, 'createCategory', { body: { name: 'x'.repeat(3_000_000) } })),
    );
    await bin.write(JSON.stringify(callTool(22, 'getCategory', { categoryId: 1 })));
    const [tooLarge, tooLargeToo, tooLong, next] = (await bin.answers(13)).slice(9);
    const refusal = {
      code: -32600,
      message: `Invalid Request: a message may be at most ${maxMessageBytes} bytes`,
    };
    expect(tooLarge).toEqual({ jsonrpc: '2.0', id: 20, error: refusal });
    expect(tooLargeToo).toEqual({ jsonrpc: '2.0', id: 'big', error: refusal });
    // Under the limit, the tool's schema refuses it.
    expect(tooLong).toMatchObject({
      id: 21,
      result: { isError: true, structuredContent: { error: { code: 'invalid_input' } } },
    });
    expect(next).toMatchObject({ id: 22, result: { structuredContent: { result: { id: 1 } } } });
    await bin.stderr.waitFor(/petstore-mcp: Refused a message of 1048\d{4} bytes/);
    expect(bin.exitCode).toBeNull();
    expect(mock.mock.journal.entries.map((entry) => entry.operationId)).toEqual(['getCategory']);
  });

  it('exits 0 when its input ends, as the MCP stdio shutdown asks, and never sends a call still waiting', async () => {
    // A key whose window is spent: the call waits at the gate until the window resets.
    const spent = new RawStdio(env());
    await spent.write(JSON.stringify(initialize(1)));
    await spent.answers(1);
    mock.mock.faults.inject({ operationId: 'listCategories', code: 'rate_limited', times: 1 });
    await spent.write(JSON.stringify(callTool(2, 'listCategories', {})));
    await vi.waitFor(() => expect(mock.mock.journal.entries).toHaveLength(1));
    await spent.write(JSON.stringify(callTool(3, 'createCategory', { body: { name: 'Never sent' } })));
    expect(await spent.endInput()).toBe(0);
    expect(mock.mock.journal.entries.map((entry) => entry.operationId)).toEqual(['listCategories']);
  });

  it('answers a protocol version it does not know with the newest it speaks, and one it knows with that one', async () => {
    await bin.write(JSON.stringify(initialize(30, '2099-01-01')));
    await bin.write(JSON.stringify(initialize(31, '2025-03-26')));
    const [newer, older] = (await bin.answers(15)).slice(13);
    expect(newer).toMatchObject({ id: 30, result: { protocolVersion: LATEST_PROTOCOL_VERSION } });
    expect(older).toMatchObject({ id: 31, result: { protocolVersion: '2025-03-26' } });
  });
});

describe('the Streamable HTTP transport', () => {
  let bin: HttpBin;
  let origin: string;
  const accept = { accept: 'application/json, text/event-stream', 'content-type': 'application/json' };
  beforeAll(async () => {
    bin = await startHttp(env());
    origin = new URL(bin.url).origin;
  });
  afterAll(() => bin.stop());

  /** A tools/call in a new session: initialize first, then the call with the session's id. */
  async function callInSession(headers: Record<string, string>): Promise<{ status: number; body: string }> {
    const opened = await rawRequest(bin.url, {
      headers: { ...accept, ...headers },
      body: JSON.stringify(initialize(1)),
    });
    const session = opened.headers['mcp-session-id'];
    if (opened.status !== 200 || typeof session !== 'string') return opened;
    return rawRequest(bin.url, {
      headers: { ...accept, ...headers, 'mcp-session-id': session },
      body: JSON.stringify(callTool(2, 'createCategory', { body: { name: 'From a page' } })),
    });
  }

  it.each([
    ['a foreign Host', { host: 'evil.example' }],
    ['a foreign Origin', { origin: 'http://evil.example' }],
    ['an opaque Origin', { origin: 'null' }],
    ['an Origin on another port', { origin: 'http://127.0.0.1:1' }],
  ])('refuses %s with 403 before MCP sees it, and runs nothing', async (_, headers) => {
    const answer = await callInSession(headers);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000 } });
    expect(mock.mock.journal.entries).toEqual([]);
  });

  it('answers its own Origin, and callers that send none', async () => {
    for (const headers of [{ origin }, {}] as Record<string, string>[]) {
      const answer = await callInSession(headers);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('"structuredContent"');
    }
    expect(mock.mock.journal.entries.map((entry) => entry.operationId)).toEqual([
      'createCategory',
      'createCategory',
    ]);
  });

  // A name of 40 MB of x's, written as bytes once: not a string that JSON.stringify scans and
  // each request encodes again (half a CPU-second of the test's process).
  const framing = JSON.stringify(callTool(5, 'createCategory', { body: { name: '@' } }));
  const [head = '', tail = ''] = framing.split('@');
  const overTheLimit = Buffer.concat([Buffer.from(head), Buffer.alloc(40_000_000, 'x'), Buffer.from(tail)]);
  it.each([
    ['not JSON', 'this is not JSON', {}, 400, -32700],
    ['a method that is not a string', '{"jsonrpc":"2.0","id":2,"method":42}', {}, 400, -32600],
    ['no method', '{"jsonrpc":"2.0","id":3}', {}, 400, -32600],
    ['JSON-RPC 1.0', '{"jsonrpc":"1.0","id":4,"method":"initialize"}', {}, 400, -32600],
    ['a 40 MB body of declared length', overTheLimit, {}, 413, -32600],
    ['a 40 MB body in chunks', overTheLimit, { 'transfer-encoding': 'chunked' }, 413, -32600],
  ])('answers %s with the JSON-RPC error it is', async (_, body, headers, status, code) => {
    const answer = await rawRequest(bin.url, { headers: { ...accept, ...headers }, body });
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.body)).toMatchObject({ jsonrpc: '2.0', error: { code } });
    expect(mock.mock.journal.entries).toEqual([]);
  });

  it('refuses a protocol version it does not know in the MCP-Protocol-Version header', async () => {
    const opened = await rawRequest(bin.url, {
      headers: accept,
      body: JSON.stringify(initialize(1, '2099-01-01')),
    });
    expect(opened.body).toContain(`"protocolVersion":"${LATEST_PROTOCOL_VERSION}"`);
    const answer = await rawRequest(bin.url, {
      headers: {
        ...accept,
        'mcp-session-id': String(opened.headers['mcp-session-id']),
        'mcp-protocol-version': '2099-01-01',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('Unsupported protocol version: 2099-01-01');
  });
});
