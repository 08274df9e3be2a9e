/** Public calls and the HTTP envelope: version, countries, phone lookup, body limit, not found. */
import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { countriesSchema, msisdnLookupSchema } from '../../contract/session.js'
import pkg from '../../package.json'
import { DEMO, expectError, forEachDatabase, newAddress, newPhone, useHarness } from './harness.js'

forEachDatabase((kind) => {
  const api = useHarness(kind)

  describe('GET /version', () => {
    it('answers the package version as plain text', async () => {
      const response = await api.fetchJson('/version')
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
      expect(response.text).toBe('2.7.18')
      expect(response.text).toBe(pkg.version)
    })
  })

  describe('GET /profile/countries', () => {
    it('lists every country libphonenumber-js knows, by English name, with phone code and mask', async () => {
      const response = await api.fetchJson('/profile/countries')
      expect(response.status).toBe(200)
      const countries = countriesSchema.parse(response.body)
      expect(countries.length).toBeGreaterThan(240)
      const names = countries.map((c) => c.name)
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
      const byCode = (code: string) => countries.find((c) => c.code === code)
      expect(byCode('ES')).toEqual({ code: 'ES', name: 'Spain', phoneCode: '+34', mask: '+34 ### ### ###' })
      expect(byCode('LT')).toEqual({ code: 'LT', name: 'Lithuania', phoneCode: '+370', mask: '+370 ### #####' })
      expect(byCode('PL')).toEqual({ code: 'PL', name: 'Poland', phoneCode: '+48', mask: '+48 ### ### ###' })
      expect(byCode('LV')).toEqual({ code: 'LV', name: 'Latvia', phoneCode: '+371', mask: '+371 ## ### ###' })
      expect(byCode('DE')).toMatchObject({ name: 'Germany', phoneCode: '+49' })
      expect(byCode('UA')).toMatchObject({ name: 'Ukraine', phoneCode: '+380' })
    })

    it('accepts a number of any of them at the phone lookup (+371, +49, +380), and refuses +800', async () => {
      for (const msisdn of ['+37121234567', '+4915123456789', '+380501234567']) {
        const response = await api.fetchJson(`/msisdn/${encodeURIComponent(msisdn)}`)
        expect(response.status, `${msisdn} ${response.text}`).toBe(200)
        expect(response.body).toMatchObject({ msisdn, status: 'UNREGISTERED' })
      }
      expect((await api.fetchJson(`/msisdn/${encodeURIComponent('+80012345678')}`)).status).toBe(400)
    })

    it('needs no session', async () => {
      const response = await api.fetchJson('/profile/countries', { token: 'x'.repeat(43) })
      expect(response.status).toBe(200)
    })
  })

  describe('GET /msisdn/{msisdn}', () => {
    const lookup = async (msisdn: string) => {
      const response = await api.fetchJson(`/msisdn/${encodeURIComponent(msisdn)}`)
      expect(response.status, response.text).toBe(200)
      return msisdnLookupSchema.strict().parse(response.body)
    }

    it('says PASSWORD for the demo admin', async () => {
      expect(await lookup(DEMO.admin)).toEqual({
        msisdn: DEMO.admin,
        status: 'PASSWORD',
        enabled: true,
        nextOtpAfter: null,
      })
    })

    it('says REGISTERED for a profile without a password', async () => {
      expect(await lookup(DEMO.codeAdmin)).toEqual({
        msisdn: DEMO.codeAdmin,
        status: 'REGISTERED',
        enabled: true,
        nextOtpAfter: null,
      })
    })

    it('says PASSWORD for the stop-list viewer', async () => {
      expect(await lookup(DEMO.stopListViewer)).toMatchObject({ status: 'PASSWORD', enabled: true })
    })

    it('says enabled false for the disabled profile', async () => {
      expect(await lookup(DEMO.disabled)).toMatchObject({ msisdn: DEMO.disabled, enabled: false })
    })

    it('says UNREGISTERED (and enabled) for an unknown valid number', async () => {
      expect(await lookup('+37061111111')).toEqual({
        msisdn: '+37061111111',
        status: 'UNREGISTERED',
        enabled: true,
        nextOtpAfter: null,
      })
    })

    it('accepts the number with a raw plus or without it and answers it in E.164', async () => {
      const raw = await api.fetchJson(`/msisdn/${DEMO.admin}`)
      expect(raw.status).toBe(200)
      expect(raw.body.msisdn).toBe(DEMO.admin)
      const bare = await api.fetchJson(`/msisdn/${DEMO.admin.slice(1)}`)
      expect(bare.status).toBe(200)
      expect(bare.body).toMatchObject({ msisdn: DEMO.admin, status: 'PASSWORD' })
    })

    it.each(['abc', '+3701', '+37000000000', '12'])('answers 400 VALIDATION for the invalid number %s', async (msisdn) => {
      const response = await api.fetchJson(`/msisdn/${encodeURIComponent(msisdn)}`)
      const params = expectError(response, 400, 'VALIDATION')
      expect(params.fields).toHaveProperty('msisdn')
    })

    it('gives nextOtpAfter once a code was sent, and the same time the send answered', async () => {
      const msisdn = newPhone()
      expect((await lookup(msisdn)).nextOtpAfter).toBeNull()
      const before = Date.now()
      const sent = await api.fetchJson('/otp/send', { body: { msisdn, scope: 'REGISTRATION' }, address: newAddress() })
      expect(sent.status).toBe(200)
      const after = await lookup(msisdn)
      expect(after.status).toBe('UNREGISTERED')
      expect(after.nextOtpAfter).not.toBeNull()
      expect(after.nextOtpAfter).toBe(sent.body.nextOtpAfter)
      const next = Date.parse(after.nextOtpAfter!)
      // resendSeconds is 60 by default.
      expect(next).toBeGreaterThan(before + 55_000)
      expect(next).toBeLessThan(Date.now() + 61_000)
    })
  })

  describe('envelope', () => {
    it('answers an unknown path with 404 NOT_FOUND as JSON', async () => {
      expectError(await api.fetchJson('/no/such/path'), 404, 'NOT_FOUND')
      expectError(await api.fetchJson('/no/such/path', { method: 'POST', body: {} }), 404, 'NOT_FOUND')
    })

    it('answers a known path with an unsupported method with 404 NOT_FOUND', async () => {
      expectError(await api.fetchJson('/version', { method: 'DELETE' }), 404, 'NOT_FOUND')
    })

    it('answers a path outside /api/v1 with 404 NOT_FOUND', async () => {
      const response = await fetch(api.baseUrl.replace('/api/v1', '/api/v2/version'))
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ errorCode: 'NOT_FOUND', message: expect.any(String), params: {} })
    })

    // Oversized uploads go over their own connection (node:http, no keep-alive): the server
    // answers before it has read the upload and then drops that connection, which would break
    // the next request fetch sends on a pooled socket.
    const upload = (path: string, chunks: Buffer[], headers: Record<string, string>) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          `${api.baseUrl}${path}`,
          { method: 'POST', agent: false, headers: { 'content-type': 'application/json', connection: 'close', ...headers } },
          (response) => {
            let body = ''
            response.setEncoding('utf8')
            response.on('data', (data: string) => (body += data))
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
            response.on('error', reject)
          },
        )
        request.on('error', () => {}) // the server may close the upload early
        let index = 0
        const pump = () => {
          while (index < chunks.length) {
            if (!request.write(chunks[index++])) return void request.once('drain', pump)
          }
          request.end()
        }
        pump()
      })

    it('answers a body over maxBodyBytes with 413 PAYLOAD_TOO_LARGE', async () => {
      const max = api.config.maxBodyBytes
      expect(max).toBe(1024 * 1024)
      const msisdn = newPhone()
      const body = Buffer.from(JSON.stringify({ msisdn, scope: 'REGISTRATION', padding: 'x'.repeat(max) }))
      const answer = await upload('/otp/send', [body], { 'content-length': String(body.length) })
      expect(answer.status).toBe(413)
      expect(JSON.parse(answer.body)).toEqual({ errorCode: 'PAYLOAD_TOO_LARGE', message: expect.any(String), params: {} })
      // Nothing was sent.
      const lookup = await api.fetchJson(`/msisdn/${msisdn}`)
      expect(lookup.body.nextOtpAfter).toBeNull()
    })

    it('answers a streamed (chunked) body over maxBodyBytes with 413 too', async () => {
      const chunk = Buffer.alloc(64 * 1024, 'x')
      const chunks = Array.from({ length: api.config.maxBodyBytes / chunk.length + 2 }, () => chunk)
      const answer = await upload('/otp/send', chunks, { 'transfer-encoding': 'chunked' })
      expect(answer.status).toBe(413)
      expect(JSON.parse(answer.body)).toEqual({ errorCode: 'PAYLOAD_TOO_LARGE', message: expect.any(String), params: {} })
    })

    it('accepts a body just under the limit', async () => {
      const msisdn = newPhone()
      const base = JSON.stringify({ msisdn, scope: 'REGISTRATION', padding: '' })
      const body = JSON.stringify({
        msisdn,
        scope: 'REGISTRATION',
        padding: 'x'.repeat(api.config.maxBodyBytes - base.length),
      })
      expect(body.length).toBe(api.config.maxBodyBytes)
      const response = await api.fetchJson('/otp/send', { body, address: newAddress() })
      expect(response.status, response.text).toBe(200)
    })

    it('answers invalid JSON with 400 VALIDATION', async () => {
      const response = await api.fetchJson('/otp/send', { body: '{"msisdn": ' })
      expectError(response, 400, 'VALIDATION')
    })
  })
})
