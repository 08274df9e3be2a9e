/**
 * Junk of every kind the issue found answering 500 (docs issue 6, items 10 to 13): text with
 * NUL, control characters and lone surrogates, very long text, numbers out of range, year-0
 * and absurd dates, malformed ids, wrong JSON types, deeply nested JSON, and bodies of the
 * wrong content type or broken multipart. Plausible values are mixed in so requests also get
 * past validation into the code behind it.
 */
import fc from 'fast-check'

export const junkText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0001\u0002\u001f\u007f',
    '\t\r\n',
    '\ud800',
    'x\udfffy',
    '\udbff\udbff',
    '😀'.repeat(50),
    'x'.repeat(10_000),
    'é'.repeat(300),
    '0000-01-01',
    '+275760-09-13',
    '-000001-01-01T00:00:00Z',
    '1e21',
    '1e308',
    '-1',
    '1234567',
    '9'.repeat(40),
    'NaN',
    'Infinity',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '../../etc/passwd',
    '%00',
    '%E0%A4%A',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '\\',
    '"',
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    '/\t/evil.example',
    '//evil.example',
    'https://evil.example/',
  ),
  fc.string({ maxLength: 40 }),
  // Plausible text with a NUL or a lone surrogate inside (issue 25 item 30: 'a\u0000b' in a
  // search box answered 500): often enough that every text field and search meets one.
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\ud800', '\udfff', '\udbff'), fc.string({ maxLength: 8 }))
    .map(([before, bad, after]) => `${before}${bad}${after}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer().map(String),
  fc.double().map(String),
)

export const junkNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 1e21, -1e21, 1234567, 2 ** 31, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, 1e308, -0),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/** A JSON value of a wrong or absurd kind for whatever field it lands in. */
export const junkJson: fc.Arbitrary<unknown> = fc.oneof(
  junkText,
  junkNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { '\u0000': 1 }, JSON.parse('{"__proto__":{"polluted":1}}')),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(junkText, { maxLength: 3 }),
)

const UNKNOWN_UUID = '7d0c3c1e-0000-4000-8000-00000000dead'
/** Ids that cannot be ids, or are ids of nothing. */
export const junkId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'not-a-uuid',
    '1',
    '0',
    '-1',
    '..',
    '%2e%2e',
    '%00',
    '%E0%A4%A',
    'a%2Fb',
    UNKNOWN_UUID,
    UNKNOWN_UUID.toUpperCase(),
    `${UNKNOWN_UUID}0`,
    `${UNKNOWN_UUID.slice(0, -1)}g`,
    'x'.repeat(36),
    'x'.repeat(2000),
    'null',
    'undefined',
    '🙂',
  ),
  fc.uuid().map((u) => u),
  fc.string({ maxLength: 12 }).map((s) => encode(s) || 'x'),
)

/**
 * encodeURIComponent that does not throw on lone surrogates: they are sent as the bytes a
 * careless client would produce (WTF-8), which are not UTF-8, so the server must cope.
 */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return Array.from(value, (ch) => {
      const unit = ch.charCodeAt(0)
      if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
      }
      return encodeURIComponent(ch)
    }).join('')
  }
}

/** A query string value as it may arrive, already encoded. */
export const junkQueryValue: fc.Arbitrary<string> = fc.oneof(
  junkText.map(encode),
  // Raw, possibly broken percent-encoding.
  fc.constantFrom('%', '%E0%A4%A', '%00', 'a%00b', '%ED%A0%80', 'a%ED%B0%80b', '%FF%FE', 'a+b', '%2B275760-09-13', '1e21', ''),
)

/** Text nested `depth` levels deep: `[[[...]]]` or `{"a":{"a":...}}`. */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
}

/** A body as sent: its content type (or none) and its bytes. */
export interface Body {
  contentType: string | null
  payload: string | FormData
  kind: string
}

const urlencoded = (fields: [string, string][]) => new URLSearchParams(fields).toString()

/**
 * Every kind of body for a request whose proper form is `fields`: the right encoding with
 * junk values, JSON, text/plain, broken multipart, nesting 5,000 deep, no content type.
 */
export function bodyFor(fields: fc.Arbitrary<[string, string][]>, json: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 4, arbitrary: fields.map((f): Body => ({ kind: 'urlencoded', contentType: 'application/x-www-form-urlencoded', payload: urlencoded(f) })) },
    {
      weight: 2,
      arbitrary: fields.map((f): Body => {
        const form = new FormData()
        for (const [k, v] of f) form.append(k, v)
        return { kind: 'multipart', contentType: null, payload: form }
      }),
    },
    { weight: 3, arbitrary: json.map((value): Body => ({ kind: 'json', contentType: 'application/json', payload: JSON.stringify(value) ?? 'null' })) },
    { weight: 1, arbitrary: fields.map((f): Body => ({ kind: 'text/plain', contentType: 'text/plain', payload: f.map(([k, v]) => `${k}=${v}`).join('\n') })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        { kind: 'deep json', contentType: 'application/json', payload: deepJson(5000, 'array') },
        { kind: 'deep json', contentType: 'application/json', payload: deepJson(5000, 'object') },
        { kind: 'deep json', contentType: 'text/plain', payload: deepJson(40, 'object') },
        { kind: 'broken json', contentType: 'application/json', payload: '{"a":' },
        { kind: 'broken json', contentType: 'application/json', payload: '\u0000' },
        { kind: 'multipart no boundary', contentType: 'multipart/form-data', payload: 'a=1' },
        {
          kind: 'multipart broken',
          contentType: 'multipart/form-data; boundary=XyZ',
          payload: '--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
        },
        { kind: 'multipart broken', contentType: 'multipart/form-data; boundary=XyZ', payload: 'garbage' },
        { kind: 'urlencoded broken', contentType: 'application/x-www-form-urlencoded', payload: 'a=%E0%A4%A&%=%&intent=%00' },
        { kind: 'no content type', contentType: null, payload: 'intent=login' },
        { kind: 'octet-stream', contentType: 'application/octet-stream', payload: '\u0000\u0001\u0002' },
        { kind: 'xml', contentType: 'application/xml', payload: '<a>1</a>' },
        { kind: 'large', contentType: 'application/x-www-form-urlencoded', payload: `a=${'x'.repeat(200_000)}` },
      ),
    },
  )
}
