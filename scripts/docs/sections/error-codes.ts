import { errorCodes } from '../../../packages/contract/src/index';
import { errorCodeList } from '../../../packages/contract/src/internal';
import { APIError } from '../../../packages/sdk/src/index';
import { markdownTable } from './markdown-table';

/** The SDK error class a status becomes, asked of the SDK itself. */
function sdkClass(status: number): string {
  return APIError.generate(status, undefined, new Headers()).name;
}

/** Every error code of the service: its status, when it is answered, and the SDK class it becomes. */
export function renderErrorCodes(): string {
  const rows = errorCodeList.map((code) => [
    String(errorCodes[code].status),
    `\`${code}\``,
    errorCodes[code].when,
    `\`${sdkClass(errorCodes[code].status)}\``,
    errorCodes[code].handle,
  ]);
  return markdownTable(['status', 'code', 'when', 'SDK error', 'what to do'], rows);
}
