// What masking the API key costs on a large text (docs/design/0007-keys-authentication-and-browsers.md): `redact`
// reads every text it masks once as written and once with its escapes read, so its time grows
// with the text, whatever the key's length.
import { redact } from '@petstore/contract/internal';
import type { BenchResult } from './internal/bench-result';
import { durationSpread, ratioSpread, table } from './internal/markdown';
import { measureRounds, pairedRatio } from './internal/measure';

const rounds = { rounds: 7, timeMs: 400, minIterations: 4 };
const mebibyte = 1024 * 1024;
const secret = Array.from({ length: 4 * 1024 }, (_, i) => 'AbCdEfGh0123456789-_.'.charAt((i * 7) % 21)).join(
  '',
);

/** `size` bytes of JSON-like text with escapes, percent signs and the key in each form it is masked in. */
function textOf(size: number): string {
  const forms = [secret, JSON.stringify(`/${secret}`), encodeURIComponent(`?${secret}`)];
  const filler = '{"name":"Rex \\u00e9\\/x","path":"/pets?status=sold%2Cpending","n":12345},';
  let text = '';
  for (let i = 0; text.length < size; i += 1)
    text += i % 200 === 0 ? forms[(i / 200) % forms.length] : filler;
  return text.slice(0, size);
}

export async function run(): Promise<BenchResult> {
  const one = textOf(mebibyte);
  const two = textOf(2 * mebibyte);
  if (redact(one, secret).includes(secret.slice(0, 32))) throw new Error('redact left the key in the text');
  const subjects = [
    { name: 'redact, 1 MiB', fn: async () => redact(one, secret) },
    { name: 'redact, 2 MiB', fn: async () => redact(two, secret) },
    { name: '`replaceAll` as written, 1 MiB', fn: async () => one.replaceAll(secret, '[redacted]') },
  ];
  const measured = await measureRounds(subjects, rounds);
  const get = (name: string) => measured.get(name)!;
  const growth = pairedRatio(get('redact, 2 MiB'), get('redact, 1 MiB'));
  const floor = pairedRatio(get('redact, 1 MiB'), get('`replaceAll` as written, 1 MiB'));
  const met = growth.median <= 2.2;
  return {
    title: 'Masking the API key',
    markdown: [
      `Time of one \`redact(text, key)\` with a key of ${secret.length.toLocaleString('en-US')} characters, on a JSON-like text with escapes and percent signs that holds the key as written, JSON-escaped and percent-encoded every 200 records; median of ${rounds.rounds} interleaved rounds (fastest–slowest round). \`replaceAll\` masks the key as written only, in one case: the floor of any masking.`,
      '',
      table(
        ['subject', 'time', '× 1 MiB'],
        [
          ['redact, 1 MiB', durationSpread(get('redact, 1 MiB')), '1.00×'],
          ['redact, 2 MiB', durationSpread(get('redact, 2 MiB')), ratioSpread(growth)],
          [
            '`replaceAll` as written, 1 MiB',
            durationSpread(get('`replaceAll` as written, 1 MiB')),
            `redact is ${ratioSpread(floor)} of it`,
          ],
        ],
      ),
    ].join('\n'),
    goals: [
      {
        goal: '`redact` linear: a 2 MiB text ≤ 2.2× a 1 MiB text (4 KiB key)',
        met,
        detail: `${ratioSpread(growth)} (${durationSpread(get('redact, 2 MiB'))} vs ${durationSpread(get('redact, 1 MiB'))})`,
      },
    ],
  };
}
