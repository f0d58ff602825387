import type { IncomingMessage } from 'node:http'
import { badRequest, HttpError } from '../http/http-error.js'
import { readJsonObject } from '../http/read-body.js'
import { json } from '../http/reply.js'
import type { Route } from '../http/route.js'
import type { Logger } from '../logger.js'
import type { SecureAccount, SecureAccounts, SecureSession } from './secure-accounts.js'
import { parseDevice, parseEmailAndDevice } from './secure-input.js'

export interface EmailChangeInput {
  accounts: SecureAccounts
  log: Logger
  signedIn(req: IncomingMessage): { session: SecureSession; account: SecureAccount }
  sendCode(email: string, device: string, purpose: 'email-change' | 'new-email'): void
}

/**
 * Changing a signed-in user's email (spec §4 "Email update"): a code to the current email
 * proves the owner asks (primary), a code to the new email proves it is theirs (secondary);
 * then the account moves to the new email, keeping its key. Codes go to devnet's log and the
 * admin route like sign-in codes.
 */
export function emailChangeRoutes(input: EmailChangeInput): Route[] {
  const { accounts } = input
  const checkCode = (email: string, otp: unknown, device: string) => {
    const result = accounts.checkOtp(email, typeof otp === 'string' ? otp : '', device)
    if (result === 'wrong') throw badRequest('The code is not right. Check the email and try again.')
    if (result === 'none') throw badRequest('This code has expired. Send a new code.')
  }
  const changeOf = (session: SecureSession, stage: 'primary' | 'secondary') => {
    if (!session.emailChange || session.emailChange.stage !== stage)
      throw badRequest('Start the email change again.')
    return session.emailChange
  }
  return [
    {
      name: 'updateEmail',
      method: 'POST',
      pattern: '/api/update-email',
      handler: async ({ req }) => {
        const body = await readJsonObject(req)
        const { session, account } = input.signedIn(req)
        const { email, device } = parseEmailAndDevice(body)
        if (!account.email) throw badRequest('This wallet has no email to change.')
        if (email === account.email) throw badRequest('This is already your email. Enter a new one.')
        if (accounts.get(`email:${email}`)) throw badRequest('Another wallet uses this email.')
        session.emailChange = { email, stage: 'primary' }
        input.sendCode(account.email, device, 'email-change')
        return json({ action: 'VERIFY_PRIMARY_OTP' })
      },
    },
    {
      name: 'updateEmailPrimaryOtp',
      method: 'POST',
      pattern: '/api/update-email/primary-otp',
      handler: async ({ req }) => {
        const body = await readJsonObject(req)
        const { session, account } = input.signedIn(req)
        const device = parseDevice(body.device)
        const change = changeOf(session, 'primary')
        checkCode(account.email ?? '', body.otp, device)
        change.stage = 'secondary'
        input.sendCode(change.email, device, 'new-email')
        return json({ action: 'VERIFY_SECONDARY_OTP' })
      },
    },
    {
      name: 'updateEmailSecondaryOtp',
      method: 'POST',
      pattern: '/api/update-email/secondary-otp',
      handler: async ({ req }) => {
        const body = await readJsonObject(req)
        const { session, account } = input.signedIn(req)
        const device = parseDevice(body.device)
        const change = changeOf(session, 'secondary')
        checkCode(change.email, body.otp, device)
        const from = account.email
        if (!accounts.changeEmail(account.identity, change.email))
          throw new HttpError(409, 'Another wallet uses this email.', 'conflict')
        delete session.emailChange
        input.log.info(`secure site: ${from} changed its email to ${change.email}`)
        return json({ email: change.email })
      },
    },
  ]
}
