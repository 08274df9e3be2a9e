import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { PASSWORD_MAX } from '../../contract/session'
import { newPasswordSchema } from '../../app/utils/schemas'

const form = (password: string, repeat: string) => {
  const data = new FormData()
  data.set('password', password)
  data.set('repeat', repeat)
  return data
}

describe('new password form', () => {
  it('limits both fields to the same length in the browser (maxLength)', () => {
    const constraint = getZodConstraint(newPasswordSchema)
    expect(constraint.password?.maxLength).toBe(PASSWORD_MAX)
    expect(constraint.repeat?.maxLength).toBe(PASSWORD_MAX)
  })

  it('says a too long repeat is too long, not that the passwords differ', () => {
    const long = 'x'.repeat(PASSWORD_MAX + 20)
    const submission = parseWithZod(form(long.slice(0, PASSWORD_MAX), long), { schema: newPasswordSchema })
    if (submission.status !== 'error') throw new Error('a 148-character repeat was accepted')
    expect(submission.error?.repeat).toEqual(['validation.passwordMax'])
  })

  it('accepts two equal passwords of the maximum length', () => {
    const max = 'y'.repeat(PASSWORD_MAX)
    expect(parseWithZod(form(max, max), { schema: newPasswordSchema }).status).toBe('success')
  })
})
