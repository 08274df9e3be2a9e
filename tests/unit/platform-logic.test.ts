import { describe, expect, it } from 'vitest'
import { hashPassword, needsRehash, newOneTimeCode, newToken, verifyPassword } from '../../platform/domain/crypto'
import { sortAsTree } from '../../platform/domain/organizations'

describe('passwords', () => {
  it('hashes with scrypt and a random salt, and verifies', async () => {
    const quick = { N: 1024 }
    const a = await hashPassword('demo-password', quick)
    const b = await hashPassword('demo-password', quick)
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$/)
    expect(a).not.toBe(b)
    expect(await verifyPassword('demo-password', a)).toBe(true)
    expect(await verifyPassword('demo-passworD', a)).toBe(false)
    expect(await verifyPassword('demo-password', 'garbage')).toBe(false)
  })

  // About 0.4 s per hash on an idle core; the machine may be busy.
  it('hashes at N=2^17, r=8, p=1 by default', { timeout: 30_000 }, async () => {
    const hash = await hashPassword('demo-password')
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/)
    expect(await verifyPassword('demo-password', hash)).toBe(true)
  })

  it('re-hashes only what is weaker than the current cost', async () => {
    const old = await hashPassword('x', { N: 1024 })
    expect(needsRehash(old, { N: 2048 })).toBe(true)
    expect(needsRehash(old, { N: 1024 })).toBe(false)
    expect(needsRehash('garbage', { N: 1024 })).toBe(true)
  })

  it('refuses stored parameters that would ask for too much memory, without computing', async () => {
    const huge = `scrypt$${2 ** 24}$8$1$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(64).toString('base64')}`
    expect(await verifyPassword('x', huge)).toBe(false)
    expect(await verifyPassword('x', 'scrypt$1000$8$1$AAAA$AAAA')).toBe(false)
  })
})

describe('codes and tokens', () => {
  it('makes six-digit codes and 256-bit url-safe tokens', () => {
    const codes = Array.from({ length: 200 }, newOneTimeCode)
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true)
    expect(new Set(codes).size).toBeGreaterThan(190)
    const token = newToken()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
  })
})

describe('organization tree order', () => {
  it('puts parents before children and sorts siblings by name', () => {
    const rows = [
      { id: 'c2', parentId: 'p', name: 'Riverside Bar' },
      { id: 'x', parentId: null, name: 'Another Group' },
      { id: 'c1', parentId: 'p', name: 'Old Town Bistro' },
      { id: 'p', parentId: null, name: 'Demo Group' },
      { id: 'orphan', parentId: 'unknown', name: 'Zeta' },
    ]
    expect(sortAsTree(rows).map((r) => r.id)).toEqual(['x', 'p', 'c1', 'c2', 'orphan'])
  })
})
