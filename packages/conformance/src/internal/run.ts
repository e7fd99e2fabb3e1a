import { type OperationId, operationSpecs } from '@petstore/contract';
import {
  checkExchange,
  type Exchange,
  type ExchangeExpectation,
  matchOperation,
  redact,
} from '@petstore/contract/internal';
import type { RequestOptions } from '@petstore/sdk';
import { PetStoreCore } from '@petstore/sdk/functions';
import type { CheckStatus, ConformanceCheck, ConformanceReport } from '../api/report';
import { type Probe, Recorder } from './recorder';

/** One call of a scenario, and what its last answer must be. */
export interface Step {
  /** Unique in the run: `getPetById`, `getPetById.not_found`. */
  readonly id: string;
  /** The operation it calls. */
  readonly operationId: OperationId;
  /**
   * `'success'` or the error code the call must get; `undefined`: any answer the contract
   * documents for the operation (a step whose outcome another check judges).
   */
  readonly expected: ExchangeExpectation | undefined;
  /** How the request differs from the one the SDK builds, for a request the SDK would refuse. */
  readonly probe?: Probe;
  /** Whether it is sent from the anonymous bucket (without a valid key) instead of the key's. */
  readonly anonymous?: boolean;
}

/** What a step's call resolved to, and its last answer; neither when no answer came. */
export interface StepResult<T> {
  readonly data?: T;
  readonly answer?: Exchange;
  readonly error?: unknown;
}

/** A key no service knows: the anonymous client's, sent where a step needs an unknown key. */
const unknownKey = 'petstore-conformance-unknown-key';

/**
 * The state of one run: two clients on one recorder (the key's, and one for the anonymous bucket,
 * which has a window of its own), and the checks made so far. Every call goes through a client, so
 * through its rate-limit gate.
 */
export class ConformanceRun {
  readonly #checks: ConformanceCheck[] = [];
  readonly #recorder: Recorder;
  readonly #apiKey: string;
  readonly #basePath: string;
  readonly #onCheck: ((check: ConformanceCheck) => void) | undefined;
  /** The client on the key. */
  readonly core: PetStoreCore;
  readonly #anonymous: PetStoreCore;

  constructor(
    readonly baseUrl: string,
    apiKey: string,
    onCheck?: (check: ConformanceCheck) => void,
  ) {
    this.#recorder = new Recorder(baseUrl);
    this.#apiKey = apiKey;
    this.#basePath = new URL(baseUrl).pathname.replace(/\/$/, '');
    this.#onCheck = onCheck;
    const options = { baseUrl, fetch: this.#recorder.fetch, deprecationWarnings: false };
    this.core = new PetStoreCore({ ...options, apiKey });
    this.#anonymous = new PetStoreCore({ ...options, apiKey: unknownKey });
  }

  /**
   * Sends a step's call through the key's client (or the anonymous one) and checks every answer it
   * got against the contract: the last against what the step expects, any earlier one (an answer
   * the SDK retried after) against the operation's documented answers alone.
   */
  async step<T>(
    step: Step,
    send: (core: PetStoreCore, options: RequestOptions) => PromiseLike<T>,
  ): Promise<StepResult<T>> {
    const headers = step.probe ? this.#recorder.probe(step.id, step.probe) : undefined;
    const first = this.#recorder.exchanges.length;
    let result: { data?: T; error?: unknown };
    try {
      result = { data: await send(step.anonymous ? this.#anonymous : this.core, headers ? { headers } : {}) };
    } catch (error) {
      result = { error };
    }
    const answers = this.#recorder.exchanges.slice(first);
    if (answers.length === 0) {
      this.record(
        `${step.id}.status`,
        step.operationId,
        'status',
        'fail',
        `no answer: ${rootCause(result.error)}`,
      );
      return result;
    }
    answers.forEach((answer, index) => {
      const last = index === answers.length - 1;
      this.#judge(
        last ? step.id : `${step.id}.answer-${index + 1}`,
        step.operationId,
        answer,
        last ? step.expected : undefined,
      );
    });
    return { ...result, answer: answers.at(-1) };
  }

  /** Checks one answer and records a check per rule that applied. */
  #judge(
    id: string,
    operationId: OperationId,
    answer: Exchange,
    expected: ExchangeExpectation | undefined,
  ): void {
    const path = new URL(answer.request.url).pathname.slice(this.#basePath.length);
    // The operation the request named: a probe may name another than the call it rode on.
    const operation = matchOperation(answer.request.method, path)?.operation ?? operationSpecs[operationId];
    const { rules, violations, notes } = checkExchange(operation, answer, expected, this.#apiKey);
    for (const rule of rules) {
      const failed = violations.filter((finding) => finding.rule === rule).map((finding) => finding.detail);
      const noted = notes
        .filter((finding) => finding.rule === rule)
        .map((finding) => `note: ${finding.detail}`);
      const seen = rule === 'status' ? [statusText(answer)] : [];
      const detail = (failed.length > 0 ? failed : [...seen, ...noted]).join('; ');
      this.record(`${id}.${rule}`, operation.operationId, rule, failed.length > 0 ? 'fail' : 'pass', detail);
    }
  }

  /** Records a behaviour of the scenario: it holds, or `failure` says how it did not. */
  expect(
    id: string,
    operationId: OperationId,
    rule: string,
    holds: boolean,
    failure: string,
    seen = '',
  ): void {
    this.record(id, operationId, rule, holds ? 'pass' : 'fail', holds ? seen : failure);
  }

  /** Records a check, its detail cleared of the key, and reports it to `onCheck`. */
  record(id: string, operationId: OperationId, rule: string, status: CheckStatus, detail: string): void {
    const check: ConformanceCheck = { id, operationId, rule, status, detail: redact(detail, this.#apiKey) };
    this.#checks.push(check);
    this.#onCheck?.(check);
  }

  /** The report of every check so far. */
  report(): ConformanceReport {
    const count = (status: CheckStatus) => this.#checks.filter((check) => check.status === status).length;
    return {
      baseUrl: this.baseUrl,
      passed: count('pass'),
      failed: count('fail'),
      skipped: count('skip'),
      checks: [...this.#checks],
    };
  }
}

/**
 * What went wrong, in the words of the deepest cause: `connect ECONNREFUSED 127.0.0.1:9` rather
 * than the `fetch failed` around it.
 */
export function rootCause(error: unknown): string {
  let cause = error;
  while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
  return cause instanceof Error ? cause.message : String(cause);
}

/** `404 not_found`: the status of an answer, with its Error code where it has one. */
export function statusText(answer: Exchange): string {
  if (answer.status < 400) return String(answer.status);
  try {
    const code = (JSON.parse(answer.body) as { code?: unknown }).code;
    return typeof code === 'string' ? `${answer.status} ${code}` : String(answer.status);
  } catch {
    return String(answer.status);
  }
}
