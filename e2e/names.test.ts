import { describe, expect, it } from 'vitest'
import { connectButton, connectedFromModal, shownView, snap, truncatedAddress } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

describe('registering an account name on the demo (Account → Choose a name)', () => {
  const demo = useDemo()

  it('R-ACCT-07 R-ACCT-16: suggestions and availability, sign, register against devnet, RegisterAccountNameSuccess; the name then heads Account and Send resolves it', async () => {
    const { page, wallet, blockedRequests } = await demo.open({ accountIndex: 4 })
    await connectedFromModal(page, wallet.address)
    await connectButton(page).click()
    await shownView(page, 'Account').getByRole('button', { name: 'Choose a name' }).click()
    const register = shownView(page, 'RegisterAccountName')
    const input = register.getByLabel('Name', { exact: true })

    // Taken: devnet seeds alice.reown.id.
    await input.fill('alice')
    await register.getByText('alice.reown.id is taken').waitFor()
    expect(await register.getByRole('button', { name: 'Register' }).isDisabled()).toBe(true)
    await input.fill('dora-e2e')
    await register.getByText('dora-e2e.reown.id is available').waitFor()
    // Suggestions come from the name service; choosing one fills the field.
    const suggestion = register.getByRole('list', { name: 'Suggestions' }).getByRole('button', {
      name: 'dora-e2e-wallet.reown.id',
    })
    await suggestion.click()
    await register.getByText('dora-e2e-wallet.reown.id is available').waitFor()
    await snap(page, '50-register-name')
    await register.getByRole('button', { name: 'Register' }).click()

    const success = shownView(page, 'RegisterAccountNameSuccess')
    await success.getByRole('heading', { name: 'dora-e2e-wallet.reown.id is yours' }).waitFor()
    const signed = wallet.calls.filter((call) => call.method === 'personal_sign')
    expect(signed).toHaveLength(1)
    await snap(page, '51-name-registered')

    // The name heads Account and the button, in place of the address.
    await success.getByRole('button', { name: 'Done' }).click()
    await shownView(page, 'Account').getByText('dora-e2e-wallet.reown.id', { exact: true }).waitFor()
    expect(await connectButton(page).textContent()).toContain('dora-e2e-wallet.reown.id')
    expect(await shownView(page, 'Account').getByRole('button', { name: 'Choose a name' }).count()).toBe(0)

    // Devnet resolves it both ways; Send, opened by another account, resolves it to this address.
    const profileUrl = new URL(
      `${demo.app.devnet.urls.blockchain}/v1/profile/account/dora-e2e-wallet.reown.id`,
    )
    profileUrl.searchParams.set('projectId', demo.app.devnet.projectId)
    const profile = await fetch(profileUrl).then(
      (response) => response.json() as Promise<{ addresses: Record<string, { address: string }> }>,
    )
    expect(profile.addresses['60']?.address).toBe(wallet.address)

    const other = await demo.open({ accountIndex: 5 })
    await connectedFromModal(other.page, other.wallet.address)
    await connectButton(other.page).click()
    await shownView(other.page, 'Account').getByRole('button', { name: 'Send', exact: true }).click()
    const send = shownView(other.page, 'Send')
    await send.getByLabel('To', { exact: true }).fill('dora-e2e-wallet.reown.id')
    await send
      .getByTestId('receiver-hint')
      .filter({ hasText: `dora-e2e-wallet.reown.id · ${truncatedAddress(wallet.address)}` })
      .waitFor()
    expect(blockedRequests).toEqual([])
    expect(other.blockedRequests).toEqual([])
  })
})
