/** Hashing and random values for passwords, codes and session tokens (node:crypto only). */
import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'
import { concurrencyLimit } from './concurrency.js'

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>

/** The cost of new hashes (OWASP: N=2^17, r=8, p=1); PlatformConfig.scrypt may lower N in tests. */
export const SCRYPT_DEFAULTS = { N: 2 ** 17, r: 8, p: 1, keylen: 64 } as const
export interface ScryptCost {
  N: number
}

/** Most memory one stored hash may ask for (twice the default): a corrupt value must not allocate gigabytes. */
const MAX_BYTES = 256 * 1024 * 1024
/** scrypt needs 128·N·r bytes; twice that leaves room for Node's own bookkeeping. */
const maxmem = (N: number, r: number) => 2 * 128 * N * r

/**
 * At most this many scrypt computations at once in this process. Each uses 128 MiB at the
 * default cost, so 50 parallel sign-ins queue here instead of asking for 6 GiB, and two of
 * libuv's four threads stay free for file and DNS work.
 */
const scrypts = concurrencyLimit(2)

/**
 * Counters of this process's scrypt work: how many ran, and the most that ran at once. The
 * tests read them to see that a sign-in did spend a verification, without timing anything.
 */
export const scryptStats = scrypts.stats

const derive = (password: string, salt: Buffer, keylen: number, N: number, r: number, p: number) =>
  scrypts.run(() => scryptAsync(password.normalize('NFKC'), salt, keylen, { N, r, p, maxmem: maxmem(N, r) }))

interface StoredHash {
  N: number
  r: number
  p: number
  salt: Buffer
  hash: Buffer
}

function parseHash(stored: string): StoredHash | null {
  const [kind, n, r, p, salt, hash, extra] = stored.split('$')
  const N = Number(n)
  const R = Number(r)
  const P = Number(p)
  if (kind !== 'scrypt' || !salt || !hash || extra !== undefined) return null
  // N a power of two in range, r and p small: anything else is not a hash this code wrote.
  if (!Number.isInteger(N) || N < 2 || (N & (N - 1)) !== 0) return null
  if (!Number.isInteger(R) || R < 1 || !Number.isInteger(P) || P < 1 || P > 16) return null
  if (128 * N * R > MAX_BYTES) return null
  return { N, r: R, p: P, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') }
}

/** Returns `scrypt$N$r$p$salt$hash` so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string, cost: ScryptCost = SCRYPT_DEFAULTS): Promise<string> {
  const { r, p, keylen } = SCRYPT_DEFAULTS
  const salt = randomBytes(16)
  const hash = await derive(password, salt, keylen, cost.N, r, p)
  return ['scrypt', cost.N, r, p, salt.toString('base64'), hash.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored)
  if (!parsed || parsed.hash.length === 0) return false
  const actual = await derive(password, parsed.salt, parsed.hash.length, parsed.N, parsed.r, parsed.p)
  return timingSafeEqual(parsed.hash, actual)
}

/** True when a stored hash is weaker than (or otherwise differs from) what hashPassword writes now. */
export function needsRehash(stored: string, cost: ScryptCost = SCRYPT_DEFAULTS): boolean {
  const parsed = parseHash(stored)
  if (!parsed) return true
  return parsed.N < cost.N || parsed.r !== SCRYPT_DEFAULTS.r || parsed.p !== SCRYPT_DEFAULTS.p ||
    parsed.hash.length !== SCRYPT_DEFAULTS.keylen
}

/**
 * Spends the time of one verification at the current cost and answers false. A sign-in for
 * an unknown, disabled or password-less phone runs it, so the answer takes as long as a wrong
 * password for a real account and the timing does not say which phones exist.
 */
export async function verifyAgainstDummy(password: string, cost: ScryptCost = SCRYPT_DEFAULTS): Promise<false> {
  const { r, p, keylen } = SCRYPT_DEFAULTS
  await derive(password, randomBytes(16), keylen, cost.N, r, p)
  return false
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/** An opaque 256-bit bearer token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** A six-digit one-time code from a cryptographic RNG. */
export function newOneTimeCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
