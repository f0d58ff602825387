import type { Locator, Page } from 'playwright-core'
import { accountPanel, connectButton, modal, shownView } from './journey.js'

let emails = 0
/** An address no other test has used (the secure site keys accounts per email). */
export const newEmail = () => `person${++emails}-${Date.now()}@example.com`

/** The last sign-in code devnet's secure site sent to `email` (its admin route). */
export async function codeOf(adminUrl: string, email: string): Promise<string> {
  const response = await fetch(`${adminUrl}/embedded/otp?email=${encodeURIComponent(email)}`)
  if (!response.ok) throw new Error(`no code sent to ${email}: ${response.status}`)
  return ((await response.json()) as { code: string }).code
}

/** The address the secure site holds the key of for `email`. */
export async function addressOf(adminUrl: string, email: string): Promise<`0x${string}`> {
  const response = await fetch(`${adminUrl}/embedded/user?email=${encodeURIComponent(email)}`)
  if (!response.ok) throw new Error(`no user ${email}: ${response.status}`)
  return ((await response.json()) as { address: `0x${string}` }).address
}

/** Connect → email → Continue; resolves on the EmailLogin view. */
export async function sendCode(page: Page, email: string): Promise<Locator> {
  await connectButton(page).click()
  const connect = shownView(page, 'Connect')
  await connect.getByRole('textbox', { name: 'Email' }).fill(email)
  await connect.getByRole('button', { name: 'Continue', exact: true }).click()
  return shownView(page, 'EmailLogin')
}

/** The whole email login; resolves with the embedded wallet's address once connected. */
export async function loginWithEmail(
  page: Page,
  adminUrl: string,
  email = newEmail(),
): Promise<`0x${string}`> {
  const view = await sendCode(page, email)
  const field = view.getByLabel('Sign-in code')
  await field.waitFor()
  await field.fill(await codeOf(adminUrl, email))
  await modal(page).waitFor({ state: 'detached' })
  const address = await addressOf(adminUrl, email)
  await accountPanel(page).getByTestId('account-address').filter({ hasText: address }).waitFor()
  return address
}

/** Collects the page's uncaught errors. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}
