import type {
  AdapterSendTransactionParameters,
  CaipNetwork,
  TokenTransferParameters,
  TransactionFee,
  TransactionOutcomeOnChain,
} from '@sigil/core'
import { errorFromRpcCode, type ReceiverProfile } from '@sigil/core/internal'
import { createTestClient, testMainnet } from '@sigil/test'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { STILL_WAITING_MS } from '../../components/useStillWaiting.js'
import type { LoadAccountListParameters } from '../../modal/ModalOptionsContext.js'

import { cleanupModals, renderModal } from '../../test/renderModal.js'

afterEach(cleanupModals)

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const DUSD = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const HASH = `0x${'cd'.repeat(32)}`
const NETWORK: CaipNetwork = {
  ...testMainnet,
  blockExplorers: { default: { name: 'Scan', url: 'http://127.0.0.1:9000/explorer' } },
}
const BALANCES = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    quantity: { decimals: '18', numeric: '1.23456' },
    iconUrl: '',
  },
  {
    name: 'Devnet USD',
    symbol: 'dUSD',
    chainId: 'eip155:1',
    address: `eip155:1:${DUSD}`,
    decimals: 6,
    quantity: { decimals: '6', numeric: '250.5' },
    iconUrl: '',
  },
]

function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

async function openSend(options: { safe?: boolean } = {}) {
  const connectorId = options.safe ? 'safe' : 'rabbit'
  const test = createTestClient({
    solana: false,
    evm: {
      connectors: options.safe
        ? [{ id: 'safe', type: 'EXTERNAL', name: 'Safe', chain: 'eip155', host: 'safe' }]
        : [{ id: 'rabbit', type: 'ANNOUNCED', name: 'Rabbit', chain: 'eip155' }],
      balance: { balance: '1.23456', symbol: 'ETH' },
      chainId: NETWORK.id,
    },
    networks: [NETWORK],
  })
  const wallet = deferred<string>()
  const mined = deferred<TransactionOutcomeOnChain>()
  const sent: AdapterSendTransactionParameters[] = []
  const transfers: TokenTransferParameters[] = []
  Object.assign(test.evm, {
    sendTransaction: (parameters: AdapterSendTransactionParameters) => {
      sent.push(parameters)
      return wallet.promise
    },
    buildTokenTransfer: async (parameters: TokenTransferParameters) => {
      transfers.push(parameters)
      return { to: parameters.token, value: '0', data: '0xa9059cbb' }
    },
    waitForTransaction: () => mined.promise,
  })
  const lists: LoadAccountListParameters[] = []
  await test.client.ready()
  await test.client.connect({ connectorId, namespace: 'eip155' })
  await test.client.refreshBalance('eip155')
  const rendered = await renderModal(test.client, {
    loadAccountList: async (kind, parameters) => {
      lists.push(parameters)
      return kind === 'tokens' ? BALANCES : []
    },
    resolveName: async (name): Promise<ReceiverProfile | undefined> =>
      name === 'alice.reown.id'
        ? { name, addresses: { '60': { address: ALICE } }, attributes: { avatar: 'http://127.0.0.1/a.png' } }
        : undefined,
  })
  await act(async () => test.client.open())
  await act(async () => test.client.router.push('Send'))
  const { screen } = rendered
  await screen.findByRole('button', { name: 'Token ETH Ether' })
  const amount = () => screen.getByLabelText('Amount', { exact: true }) as HTMLInputElement
  const receiver = () => screen.getByLabelText('To', { exact: true }) as HTMLInputElement
  const submit = () =>
    screen.getByRole('button', { name: /Review|Enter|Not |Choose|Looking|No address|has at most/ })
  return { ...test, ...rendered, wallet, mined, sent, transfers, lists, amount, receiver, submit }
}

describe('Send', () => {
  it('R-ACCT-15 from a Safe: the transaction is said to be queued for the owners, with no block waited for and no explorer link', async () => {
    const { screen, amount, receiver, submit, wallet } = await openSend({ safe: true })
    fireEvent.change(amount(), { target: { value: '0.5' } })
    await act(async () => fireEvent.change(receiver(), { target: { value: ALICE } }))
    fireEvent.click(submit())
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))
    await act(async () => wallet.resolve(HASH))
    expect(screen.getByRole('heading', { name: 'Queued 0.5 ETH in the Safe' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain(
      "The Safe's owners confirm it before it is sent.",
    )
    expect(screen.getByTestId('send-hash').textContent).toBe(HASH)
    expect(screen.queryByRole('link', { name: /View on block explorer/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy()
  })

  it('R-ACCT-03 offers the native coin first, then the tokens held; Max fills the balance (less the fee reserve on the native coin)', async () => {
    const { screen, amount } = await openSend()
    expect(screen.getByText('Balance: 1.235 ETH')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Max: the ETH balance less the network fee' }))
    // The fake adapter estimates no fee: the fixed reserve is kept.
    await waitFor(() => expect(amount().value).toBe('1.23356'))
    fireEvent.click(screen.getByRole('button', { name: 'Token ETH Ether' }))
    const options = screen
      .getAllByRole('button', { pressed: false })
      .concat(screen.getAllByRole('button', { pressed: true }))
    expect(options.map((option) => option.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('dUSDDevnet USD250.500'),
        expect.stringContaining('ETHEther1.235'),
      ]),
    )
    fireEvent.click(screen.getByRole('button', { name: /dUSD/, pressed: false }))
    // Another token: the amount typed for the first one is gone.
    expect(amount().value).toBe('')
    fireEvent.click(screen.getByRole('button', { name: 'Max: the whole dUSD balance' }))
    await waitFor(() => expect(amount().value).toBe('250.5'))
  })

  it('R-ACCT-19 Review stays off and says what is missing or wrong: amount, decimals, balance, receiver', async () => {
    const { screen, amount, receiver, submit } = await openSend()
    expect(submit().textContent).toBe('Enter an amount')
    expect((submit() as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(amount(), { target: { value: '2' } })
    expect(submit().textContent).toBe('Not enough ETH')
    expect(screen.getByText('Not enough ETH', { selector: '.sigil-send-field__hint' })).toBeTruthy()
    fireEvent.change(amount(), { target: { value: '0,0000000000000000001' } })
    expect(amount().value).toBe('0.0000000000000000001')
    expect(submit().textContent).toBe('ETH has at most 18 decimals')
    fireEvent.change(amount(), { target: { value: '0.5' } })
    expect(submit().textContent).toBe('Enter the receiver')
    await act(async () => fireEvent.change(receiver(), { target: { value: '0x7099' } }))
    expect(submit().textContent).toBe('Not a valid address or name')
    expect(receiver().getAttribute('aria-invalid')).toBe('true')
    await act(async () => fireEvent.change(receiver(), { target: { value: ALICE } }))
    expect(submit().textContent).toBe('Review')
    expect((submit() as HTMLButtonElement).disabled).toBe(false)
  })

  it('R-ACCT-14 R-PERF-08 a name resolves to its address once typing pauses; the review shows the profile name and the address', async () => {
    const { screen, amount, receiver, submit, clock } = await openSend()
    fireEvent.change(amount(), { target: { value: '0.5' } })
    await act(async () => fireEvent.change(receiver(), { target: { value: 'nobody.reown.id' } }))
    expect(screen.getByTestId('receiver-hint').textContent).toBe('Looking up nobody.reown.id…')
    expect(submit().textContent).toBe('Looking up nobody.reown.id…')
    // Typing has paused for 500 ms: the name is looked up.
    await act(async () => clock.advance(500))
    await waitFor(() =>
      expect(screen.getByTestId('receiver-hint').textContent).toBe('No address found for this name'),
    )
    await act(async () => fireEvent.change(receiver(), { target: { value: 'alice.reown.id' } }))
    await act(async () => clock.advance(500))
    await waitFor(() =>
      expect(screen.getByTestId('receiver-hint').textContent).toBe('alice.reown.id · 0x7099…79C8'),
    )
    fireEvent.click(submit())
    expect(screen.getByText('alice.reown.id')).toBeTruthy()
    expect(screen.getByTestId('review-receiver').textContent).toBe('0x7099…79C8')
  })

  it('R-ACCT-03 R-ACCT-15 review, send: loading while the wallet and the chain answer, then success with the hash and explorer link; the state is reset and balances are read again', async () => {
    const { client, screen, amount, receiver, submit, wallet, mined, sent, transfers, lists } =
      await openSend()
    fireEvent.click(screen.getByRole('button', { name: 'Token ETH Ether' }))
    fireEvent.click(screen.getByRole('button', { name: /dUSD/, pressed: false }))
    fireEvent.change(amount(), { target: { value: '12.5' } })
    await act(async () => fireEvent.change(receiver(), { target: { value: ALICE } }))
    fireEvent.click(submit())
    expect(screen.getByTestId('review-amount').textContent).toBe('12.5 dUSD')
    expect(screen.getByTestId('review-receiver').textContent).toBe(ALICE)

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))
    const confirming = screen.getByRole('button', { name: 'Confirm in wallet' }) as HTMLButtonElement
    expect(confirming.disabled).toBe(true)
    expect(confirming.getAttribute('aria-busy')).toBe('true')
    expect((screen.getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(true)
    expect(transfers).toEqual([expect.objectContaining({ token: DUSD, to: ALICE, amount: '12500000' })])
    expect(sent).toEqual([expect.objectContaining({ to: DUSD, value: '0', data: '0xa9059cbb' })])

    await act(async () => wallet.resolve(HASH))
    expect(screen.getByRole('heading', { name: 'Sending 12.5 dUSD' })).toBeTruthy()
    expect(screen.getByTestId('send-hash').textContent).toBe(HASH)
    const listsBefore = lists.length

    await act(async () => mined.resolve({ status: 'success' }))
    expect(screen.getByRole('heading', { name: 'Sent 12.5 dUSD' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('Confirmed on Ethereum')
    expect(screen.getByRole('link', { name: /View on block explorer/ }).getAttribute('href')).toBe(
      `http://127.0.0.1:9000/explorer/tx/${HASH}`,
    )
    // The token balances are read again past the cache.
    await waitFor(() =>
      expect(lists.slice(listsBefore)).toEqual([expect.objectContaining({ forceUpdate: true })]),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(client.getState().router.view).toBe('Account'))
  })

  it('R-ACCT-03 the review shows the network fee of this very transfer, estimated by the adapter', async () => {
    const { screen, evm: adapter, amount, receiver, submit } = await openSend()
    const asked: Parameters<NonNullable<typeof adapter.estimateFee>>[0][] = []
    const answer = deferred<TransactionFee>()
    Object.assign(adapter, {
      estimateFee: (parameters: Parameters<NonNullable<typeof adapter.estimateFee>>[0]) => {
        asked.push(parameters)
        return answer.promise
      },
    })
    fireEvent.change(amount(), { target: { value: '0.5' } })
    await act(async () => fireEvent.change(receiver(), { target: { value: ALICE } }))
    fireEvent.click(submit())
    expect(screen.getByTestId('review-fee').textContent).toBe('Network feeEstimating…')
    expect(asked).toEqual([expect.objectContaining({ to: ALICE, value: '500000000000000000' })])
    await act(async () =>
      answer.resolve({ gas: '21000', maxFeePerGas: '2000000000', maxPriorityFeePerGas: '1' }),
    )
    // gas × max fee per gas bounds the cost: 21000 × 2 gwei, with the fee's 4 significant digits.
    expect(screen.getByTestId('review-fee').textContent).toBe('Network feeUp to 0.000042 ETH')
  })

  it('R-ACCT-15 a request the wallet rejects ends loading and says why; Try again asks again', async () => {
    const { screen, amount, receiver, submit, wallet, sent } = await openSend()
    fireEvent.change(amount(), { target: { value: '0.5' } })
    await act(async () => fireEvent.change(receiver(), { target: { value: ALICE } }))
    fireEvent.click(submit())
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))
    // As the EVM adapter reports a wallet's 4001.
    await act(async () => wallet.reject(errorFromRpcCode(4001, 'User rejected the request.')))
    // Our words for 4001, not the wallet's text (R-UI-05: one voice).
    expect(screen.getByRole('alert').textContent).toBe(
      'You declined the request in your wallet. Nothing was sent.',
    )
    expect(sent).toEqual([expect.objectContaining({ to: ALICE, value: '500000000000000000' })])
    expect((screen.getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(false)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })))
    expect(sent).toHaveLength(2)
  })

  it('R-ACCT-15 a transaction that reverts says nothing was sent and leads back to the filled form', async () => {
    const { screen, amount, receiver, submit, wallet, mined } = await openSend()
    fireEvent.change(amount(), { target: { value: '0.5' } })
    await act(async () => fireEvent.change(receiver(), { target: { value: ALICE } }))
    fireEvent.click(submit())
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))
    await act(async () => wallet.resolve(HASH))
    await act(async () => mined.resolve({ status: 'reverted' }))
    expect(screen.getByRole('heading', { name: 'The transaction failed' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back to the form' }))
    expect(amount().value).toBe('0.5')
    expect(receiver().value).toBe(ALICE)
  })

  it('R-ACCT-15 a wallet silent for 15 s on "Confirm in wallet" offers Back to the form, which keeps the form and sends anew; the first request’s late refusal changes nothing (issue 21)', async () => {
    const { screen, shadow, amount, receiver, submit, wallet, sent, clock, evm: adapter } = await openSend()
    fireEvent.change(amount(), { target: { value: '0.5' } })
    await act(async () => fireEvent.change(receiver(), { target: { value: ALICE } }))
    fireEvent.click(submit())
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))
    expect(screen.getByRole('button', { name: 'Confirm in wallet' })).toBeTruthy()
    await act(async () => clock.advance(STILL_WAITING_MS - 1))
    expect(shadow.querySelector('[data-testid="still-waiting"]')).toBeNull()
    await act(async () => clock.advance(1))
    expect(shadow.querySelector('[data-testid="still-waiting"] p')?.textContent).toBe(
      'Your wallet has not answered. Open it to confirm or reject; nothing is sent until you confirm.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Back to the form' }))
    expect(amount().value).toBe('0.5')
    expect(receiver().value).toBe(ALICE)
    await act(async () => wallet.reject(errorFromRpcCode(4001, 'User rejected the request.')))
    expect(screen.queryByRole('alert')).toBeNull()
    const second = deferred<string>()
    Object.assign(adapter, {
      sendTransaction: (parameters: AdapterSendTransactionParameters) => {
        sent.push(parameters)
        return second.promise
      },
    })
    fireEvent.click(submit())
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))
    expect(sent).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Confirm in wallet' })).toBeTruthy()
    await act(async () => second.resolve(HASH))
    expect(await screen.findByText(/Sending 0.5 ETH/)).toBeTruthy()
  })

  describe('R-ACCT-15 R-STATE-14 a wallet that asks for approval inside the modal (the embedded wallet)', () => {
    // The embedded wallet's frameRpc: the request pushes ApproveTransaction over Send, which
    // unmounts the Send view; the approval's pop and the send's result may come in either order.
    async function sendThroughApproval() {
      const test = await openSend()
      const { client, screen, shadow, amount, receiver, submit, wallet } = test
      Object.assign(test.evm, {
        sendTransaction: (parameters: AdapterSendTransactionParameters) => {
          client.requestApproval({ method: 'eth_sendTransaction', params: [parameters] })
          return wallet.promise
        },
      })
      fireEvent.change(amount(), { target: { value: '0.5' } })
      await act(async () => fireEvent.change(receiver(), { target: { value: ALICE } }))
      fireEvent.click(submit())
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })))
      // The Send view has left the screen: ApproveTransaction is drawn in its place.
      await waitFor(() =>
        expect(shadow.querySelector('.sigil-view[data-view="ApproveTransaction"]')).not.toBeNull(),
      )
      expect(screen.queryByLabelText('Amount', { exact: true })).toBeNull()
      const backOnSend = () =>
        waitFor(() =>
          expect(shadow.querySelector('.sigil-view[data-view="Send"][data-phase="in"]')).not.toBeNull(),
        )
      return { ...test, backOnSend }
    }

    it('the approval pops before the wallet answers: Send comes back waiting, then shows the success', async () => {
      const { client, screen, wallet, mined, backOnSend } = await sendThroughApproval()
      await act(async () => client.router.popTransactionStack('success'))
      await backOnSend()
      const confirming = screen.getByRole('button', { name: 'Confirm in wallet' }) as HTMLButtonElement
      expect(confirming.disabled).toBe(true)
      await act(async () => wallet.resolve(HASH))
      await act(async () => mined.resolve({ status: 'success' }))
      expect(screen.getByRole('heading', { name: 'Sent 0.5 ETH' })).toBeTruthy()
      expect(screen.getByTestId('send-hash').textContent).toBe(HASH)
    })

    it('the wallet answers and the chain confirms before the approval pops: Send comes back on the success', async () => {
      const { client, screen, wallet, mined, backOnSend } = await sendThroughApproval()
      await act(async () => wallet.resolve(HASH))
      await act(async () => mined.resolve({ status: 'success' }))
      await act(async () => client.router.popTransactionStack('success'))
      await backOnSend()
      expect(screen.getByRole('heading', { name: 'Sent 0.5 ETH' })).toBeTruthy()
      expect(screen.getByTestId('send-hash').textContent).toBe(HASH)
    })

    it('a refusal after the pop shows on the review with Try again', async () => {
      const { client, screen, wallet, backOnSend } = await sendThroughApproval()
      await act(async () => client.router.popTransactionStack('error'))
      await backOnSend()
      await act(async () => wallet.reject(errorFromRpcCode(4001, 'User rejected the request.')))
      expect(screen.getByRole('alert').textContent).toBe(
        'You declined the request in your wallet. Nothing was sent.',
      )
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    })

    it('leaving Send ends the flow: the next visit starts on an empty form', async () => {
      const test = await sendThroughApproval()
      const { client, screen, wallet, mined, backOnSend } = test
      await act(async () => wallet.resolve(HASH))
      await act(async () => mined.resolve({ status: 'success' }))
      await act(async () => client.router.popTransactionStack('success'))
      await backOnSend()
      fireEvent.click(screen.getByRole('button', { name: 'Done' }))
      // Send gone from the screen (its leaving animation over), not only Account arrived.
      await waitFor(() => expect(test.shadow.querySelector('.sigil-view[data-view="Send"]')).toBeNull())
      expect(test.shadow.querySelector('.sigil-view[data-view="Account"][data-phase="in"]')).not.toBeNull()
      await act(async () => client.router.push('Send'))
      expect(await screen.findByRole('button', { name: 'Enter an amount' })).toBeTruthy()
    })
  })
})
