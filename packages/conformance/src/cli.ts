// petstore-conformance: checks a running Pet Store service against the contract and prints a table
// (or, with --json, one JSON object; with --output FILE, that object is written to FILE as well, so
// that nothing a runner prints around the bin, pnpm's banner, reaches it). Exit 0 when no check
// fails, 1 when one does, 2 on a usage or setup error. No line it prints holds the API key.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { redact } from '@petstore/contract/internal';
import { formatCheck, formatSummary } from './api/report';
import { ConformanceSetupError } from './api/setup-error';
import { baseUrlProblem, runConformance } from './run-conformance';

const usage = `Usage: petstore-conformance --base-url URL --api-key KEY [--read-only] [--json] [--output FILE]

  --base-url   the service to check, e.g. https://staging.petstore.example
  --api-key    the key to call it with (default: the PETSTORE_API_KEY environment variable)
  --read-only  send GET requests only: safe for a production key
  --json       print one JSON object instead of the table
  --output     write that JSON object to FILE too (the table still prints unless --json)

Exit status: 0 when no check fails, 1 when one does, 2 on a usage or setup error.`;

/** The options of the command line; `undefined` for `--help`. @throws {Error} on a usage error. */
function readOptions() {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      'api-key': { type: 'string' },
      'read-only': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      output: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const apiKey = values['api-key'] ?? process.env.PETSTORE_API_KEY;
  if (values.help) return undefined;
  if (!values['base-url']) throw new Error('--base-url is required');
  const problem = baseUrlProblem(values['base-url']);
  if (problem) throw new Error(problem);
  if (!apiKey) throw new Error('--api-key is required (or set PETSTORE_API_KEY)');
  if (values.output === '') throw new Error('--output needs a file name');
  return {
    baseUrl: values['base-url'],
    apiKey,
    readOnly: values['read-only'],
    json: values.json,
    output: values.output,
  };
}

async function main(): Promise<number> {
  let options: ReturnType<typeof readOptions>;
  try {
    options = readOptions();
  } catch (error) {
    console.error(`petstore-conformance: ${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  if (!options) {
    console.log(usage);
    return 0;
  }
  const { baseUrl, apiKey, readOnly, json, output } = options;
  const recordPrefix = `conformance-${crypto.randomUUID().slice(0, 8)}`;
  if (!json)
    console.log(
      `Checking ${baseUrl}${readOnly ? ' with GET requests only' : `; the records it makes are named ${recordPrefix}…`}\n`,
    );
  try {
    const report = await runConformance({
      baseUrl,
      apiKey,
      readOnly,
      recordPrefix,
      onCheck: json ? undefined : (check) => console.log(formatCheck(check)),
    });
    const text = JSON.stringify(report, null, 2);
    console.log(json ? text : `\n${formatSummary(report)}`);
    if (output !== undefined) writeReport(output, `${text}\n`);
    return report.failed > 0 ? 1 : 0;
  } catch (error) {
    const message = redact(error instanceof Error ? error.message : String(error), apiKey);
    const unexpected =
      error instanceof ConformanceSetupError ? '' : ' (an unexpected error: please report it)';
    console.error(`petstore-conformance: ${message}${unexpected}`);
    return 2;
  }
}

/** Writes the report to the file `--output` names. @throws {ConformanceSetupError} when it cannot. */
function writeReport(file: string, text: string): void {
  try {
    writeFileSync(file, text);
  } catch (error) {
    throw new ConformanceSetupError(`cannot write the report to ${file}: ${(error as Error).message}`);
  }
}

main().then((code) => {
  process.exitCode = code;
});
