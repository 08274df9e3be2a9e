/**
 * Common and breached passwords (ASVS 2.1.7): the frequency-ordered list of
 * @zxcvbn-ts/language-common (about 49,000 passwords seen most often in breaches). The whole
 * list is used; it lives only on the server and is loaded on first use, so a start that never
 * sets a password does not pay for it.
 */

let list: Promise<Set<string>> | undefined

/** The form every comparison uses: NFKC, then lower case, so 'PASSWORD1' and 'ｐａｓｓｗｏｒｄ1' match too. */
const canonical = (password: string) => password.normalize('NFKC').toLowerCase()

async function load(): Promise<Set<string>> {
  const module = (await import('@zxcvbn-ts/language-common')) as {
    dictionary?: { passwords: string[] }
    default?: { dictionary: { passwords: string[] } }
  }
  const passwords = module.dictionary?.passwords ?? module.default?.dictionary.passwords ?? []
  // Refuse to run with an empty list: that would silently accept every password.
  if (passwords.length < 10_000) throw new Error(`common password list too short (${passwords.length})`)
  return new Set(passwords.map(canonical))
}

export async function isCommonPassword(password: string): Promise<boolean> {
  list ??= load().catch((error) => {
    list = undefined
    throw error
  })
  return (await list).has(canonical(password))
}
