/** Issue 6, items 5 and 9: the back-office's messages for a common password and a throttled phone lookup. */
import { describe, expect, it } from 'vitest'
import { isNewPasswordError, lookupMessage, setPasswordMessage } from '../../app/features/auth/api-errors'

describe('platform errors of the sign-in hardening', () => {
  it('maps COMMON_PASSWORD to errors.commonPassword on the new-password field, in both flows', () => {
    const error = { errorCode: 'COMMON_PASSWORD', params: { fields: { newPassword: ['too common'] } } }
    expect(setPasswordMessage(error, 'registration')).toEqual({ key: 'errors.commonPassword' })
    expect(setPasswordMessage(error, 'reset')).toEqual({ key: 'errors.commonPassword' })
    expect(isNewPasswordError(error)).toBe(true)
    expect(isNewPasswordError({ errorCode: 'INVALID_OTP', params: {} })).toBe(false)
  })

  it('maps a throttled phone lookup to the retry message with the seconds left', () => {
    const now = Date.parse('2026-01-01T10:00:00Z')
    expect(lookupMessage({ errorCode: 'RATE_LIMIT', params: { retryAfter: '2026-01-01T10:05:00.000Z' } }, now)).toEqual({
      key: 'errors.rateLimit',
      values: { seconds: 300 },
    })
    expect(lookupMessage({ errorCode: 'INTERNAL', params: {} }, now)).toEqual({ key: 'errors.unknown' })
  })
})
