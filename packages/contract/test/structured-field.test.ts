import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BareItem, FieldParameters, InnerList, Item } from '../src/wire/structured-field';
import { parseItem, parseList, serializeString } from '../src/wire/structured-field';

interface Vector {
  readonly name: string;
  readonly raw: readonly string[];
  readonly header_type: 'item' | 'list' | 'dictionary';
  readonly expected?: unknown;
  readonly must_fail?: boolean;
  readonly can_fail?: boolean;
}

const vectorsDir = new URL('./structured-field-tests/', import.meta.url);
const files = readdirSync(vectorsDir).filter((name) => name.endsWith('.json'));

// RFC 4648 base32, as the vectors write byte sequences.
function base32(bytes: Uint8Array): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
  let out = '';
  for (let i = 0; i < bits.length; i += 5)
    out += alphabet[Number.parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)];
  return out.padEnd(Math.ceil(out.length / 8) * 8, '=');
}

// The vectors' JSON form of a bare item, parameters, items and inner lists.
function bareJson(bare: BareItem): unknown {
  switch (bare.type) {
    case 'token':
      return { __type: 'token', value: bare.value };
    case 'date':
      return { __type: 'date', value: bare.value };
    case 'display-string':
      return { __type: 'displaystring', value: bare.value };
    case 'byte-sequence':
      return { __type: 'binary', value: base32(bare.value) };
    default:
      return bare.value;
  }
}
const paramsJson = (params: FieldParameters) => [...params].map(([key, value]) => [key, bareJson(value)]);
const itemJson = ({ item, params }: Item) => [bareJson(item), paramsJson(params)];
const memberJson = (member: Item | InnerList) =>
  'inner' in member ? [member.inner.map(itemJson), paramsJson(member.params)] : itemJson(member);

describe('Structured Field parsing (RFC 9651 test vectors)', () => {
  it('finds the vector files', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  for (const file of files) {
    const vectors = (JSON.parse(readFileSync(new URL(file, vectorsDir), 'utf8')) as Vector[]).filter(
      (vector) => vector.header_type !== 'dictionary',
    );
    describe(file, () => {
      it.each(vectors.map((vector) => [vector.name, vector] as const))('%s', (_, vector) => {
        const value = vector.raw.join(', ');
        const parsed =
          vector.header_type === 'list'
            ? parseList(value)?.map(memberJson)
            : ((item) => item && itemJson(item))(parseItem(value));
        if (vector.must_fail) expect(parsed).toBeUndefined();
        else if (!(vector.can_fail && parsed === undefined)) expect(parsed).toEqual(vector.expected);
      });
    });
  }
});

describe('serializeString', () => {
  it('quotes and escapes printable ASCII, and refuses what a String cannot carry', () => {
    expect(serializeString('8e03978e-40d5')).toBe('"8e03978e-40d5"');
    expect(serializeString('a "b" \\c')).toBe('"a \\"b\\" \\\\c"');
    expect(serializeString('tab\there')).toBeUndefined();
    expect(serializeString('café')).toBeUndefined();
  });

  it('round-trips through parseItem', () => {
    const text = 'say "hi" \\ bye';
    expect(parseItem(serializeString(text) ?? '')?.item).toEqual({ type: 'string', value: text });
  });
});
