import { describe, expect, it } from 'vitest'
import { otpSendMessage, otpVerifyMessage, passwordLoginMessage, setPasswordMessage } from '../../app/features/auth/api-errors'
import { formatCountdown, secondsUntil } from '../../app/utils/countdown'
import { decodeMessage, encodeMessage } from '../../app/utils/messages'
import { safeRedirectPath } from '../../contract/safe-redirect'
import { newPasswordSchema } from '../../app/utils/schemas'

const now = Date.parse('2026-11-22T10:00:00Z')

describe('mapping platform errors to messages (SPEC.md section 8)', () => {
  it('maps code verification errors', () => {
    expect(otpVerifyMessage({ errorCode: 'INVALID_OTP_ID', params: {} })).toEqual({ key: 'errors.otpExpired' })
    expect(otpVerifyMessage({ errorCode: 'INVALID_OTP', params: { attemptsRemaining: 2 } })).toEqual({
      key: 'errors.otpAttemptFailed',
      values: { count: 2 },
    })
    expect(otpVerifyMessage({ errorCode: 'INVALID_OTP', params: {} })).toEqual({ key: 'errors.otpAttemptsLimit' })
  })
  it('turns RATE_LIMIT into whole seconds to wait', () => {
    expect(otpSendMessage({ errorCode: 'RATE_LIMIT', params: { nextOtpAfter: '2026-11-22T10:00:41.200Z' } }, now)).toEqual({
      key: 'errors.rateLimit',
      values: { seconds: 42 },
    })
    expect(otpSendMessage({ errorCode: 'INTERNAL', params: {} })).toEqual({ key: 'errors.invalidRequest' })
  })
  it('maps password sign-in and password setting errors', () => {
    expect(passwordLoginMessage({ errorCode: 'INVALID_PASSWORD', params: {} })).toEqual({ key: 'errors.invalidPassword' })
    expect(passwordLoginMessage({ errorCode: 'USER_NOT_FOUND', params: {} })).toEqual({ key: 'errors.userNotFound' })
    expect(setPasswordMessage({ errorCode: 'INVALID_OTP', params: {} }, 'reset')).toEqual({ key: 'errors.invalidPasswordOtp' })
    expect(setPasswordMessage({ errorCode: 'INVALID_OTP', params: {} }, 'registration')).toEqual({
      key: 'errors.invalidRegistrationPasswordOtp',
    })
    expect(setPasswordMessage({ errorCode: 'INVALID_OTP_ID', params: {} }, 'registration')).toEqual({
      key: 'errors.expiredPasswordOtp',
    })
  })
})

describe('countdown', () => {
  it('formats m:ss', () => {
    expect(formatCountdown(0)).toBe('0:00')
    expect(formatCountdown(59)).toBe('0:59')
    expect(formatCountdown(60)).toBe('1:00')
    expect(formatCountdown(125)).toBe('2:05')
  })
  it('counts whole seconds up, never below zero', () => {
    expect(secondsUntil('2026-11-22T10:00:00.100Z', now)).toBe(1)
    expect(secondsUntil('2026-11-22T09:59:00Z', now)).toBe(0)
    expect(secondsUntil(null, now)).toBe(0)
    expect(secondsUntil('not a date', now)).toBe(0)
  })
})

describe('encoded messages', () => {
  it('round-trips keys with values and leaves plain keys alone', () => {
    expect(decodeMessage(encodeMessage({ key: 'errors.rateLimit', values: { seconds: 5 } }))).toEqual({
      key: 'errors.rateLimit',
      values: { seconds: 5 },
    })
    expect(encodeMessage({ key: 'errors.invalidPassword' })).toBe('errors.invalidPassword')
    expect(decodeMessage('{not json')).toEqual({ key: '{not json' })
  })
})

describe('redirect targets', () => {
  it('only allows same-site paths', () => {
    expect(safeRedirectPath('/organizations/1', '/')).toBe('/organizations/1')
    expect(safeRedirectPath('//evil.example', '/')).toBe('/')
    expect(safeRedirectPath('https://evil.example', '/')).toBe('/')
    expect(safeRedirectPath('/\\evil', '/')).toBe('/')
    expect(safeRedirectPath(null, '/x')).toBe('/x')
  })
})

describe('new password schema', () => {
  const issues = (value: object) => {
    const result = newPasswordSchema.safeParse(value)
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`)
  }
  it('needs 8 to 128 symbols and an equal repeat', () => {
    expect(issues({ password: 'short', repeat: 'short' })).toEqual(['password:validation.passwordMin'])
    // Both fields have the same limit, and each says so (issue 6 item 28).
    expect(issues({ password: 'x'.repeat(129), repeat: 'x'.repeat(129) })).toEqual([
      'password:validation.passwordMax',
      'repeat:validation.passwordMax',
    ])
    expect(issues({ password: 'long-enough', repeat: 'different!' })).toEqual(['repeat:validation.passwordsEqual'])
    expect(issues({ password: 'long-enough', repeat: 'long-enough' })).toEqual([])
  })
})
