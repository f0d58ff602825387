import type { Locator, Page } from 'playwright-core'
import { connectButton, shownView } from './journey.js'

/** Account → Send, once the token list has arrived (the native coin is chosen first). */
export async function openSend(page: Page): Promise<Locator> {
  await connectButton(page).click()
  await shownView(page, 'Account').getByRole('button', { name: 'Send', exact: true }).click()
  const send = shownView(page, 'Send')
  await send.getByRole('button', { name: 'Token ETH Ether' }).waitFor()
  return send
}

/** Account → Swap, once the tokens with balances have arrived. */
export async function openSwap(page: Page): Promise<Locator> {
  await connectButton(page).click()
  await shownView(page, 'Account').getByRole('button', { name: 'Swap', exact: true }).click()
  const swap = shownView(page, 'Swap')
  await swap.getByRole('textbox', { name: 'You pay' }).waitFor()
  return swap
}
