import { describe, expect, it } from 'vitest'
import { hashPassword, newOneTimeCode, newToken, verifyPassword } from '../../platform/domain/crypto'
import { sortAsTree } from '../../platform/domain/organizations'

describe('passwords', () => {
  it('hashes with scrypt and a random salt, and verifies', async () => {
    const a = await hashPassword('demo-password')
    const b = await hashPassword('demo-password')
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(a).not.toBe(b)
    expect(await verifyPassword('demo-password', a)).toBe(true)
    expect(await verifyPassword('demo-passworD', a)).toBe(false)
    expect(await verifyPassword('demo-password', 'garbage')).toBe(false)
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
