/** The signed-in user: profile, countries, and the signed-in devices (platform sessions). */
import { z } from 'zod'
import { countriesSchema, deviceSessionsSchema, profileSchema } from '#contract/session'
import { ApiError, type Api } from '~/services/api.server'

export function getProfile(api: Api) {
  return api.get('/profile', profileSchema)
}

/** The countries a phone number may belong to (sign-in, invitations). */
export function listCountries(api: Api) {
  return api.get('/profile/countries', countriesSchema)
}

export function listDevices(api: Api) {
  return api.get('/profile/sessions', deviceSessionsSchema)
}

/** Ends one device's session; false when it had already ended (404). */
export async function endDevice(api: Api, sessionId: string): Promise<boolean> {
  try {
    await api.delete(`/profile/sessions/${encodeURIComponent(sessionId)}`)
    return true
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false
    throw error
  }
}

/** Ends this browser's platform session; failures are ignored (the cookie is cleared anyway). */
export async function finishSession(api: Api): Promise<void> {
  await api.post('/session/finish', {}, z.unknown()).catch(() => undefined)
}
