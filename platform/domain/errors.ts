/**
 * The platform's one error type. Rules throw it with a code of contract/errors.ts; the HTTP
 * layer alone decides what status each code answers (statusOf in platform/http/errors.ts),
 * so the domain never speaks HTTP.
 */
import { ErrorCode } from '../../contract/errors.js'

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'DomainError'
  }
}

export const unauthorized = () => new DomainError(ErrorCode.UNAUTHORIZED, 'Authentication required')
export const forbidden = () => new DomainError(ErrorCode.FORBIDDEN, 'Permission denied')
export const notFound = (what = 'Resource') => new DomainError(ErrorCode.NOT_FOUND, `${what} not found`)
export const conflict = (message: string) => new DomainError(ErrorCode.CONFLICT, message)

/** 400 VALIDATION naming the fields at fault, as a refused request body does. */
export const invalid = (message: string, fields: Record<string, string[]>) =>
  new DomainError(ErrorCode.VALIDATION, message, { fields })
