import { randomUUID } from 'node:crypto'
import type { Address, Hex } from 'viem'
import { HttpError, notFound } from '../http/http-error.js'
import type { OnrampUrlRequest } from './onramp-url-request.js'

export interface OnrampPurchase {
  asset: string
  /** CAIP-2 id of the network the asset was delivered on. */
  network: string
  amount: string
  destination: Address
  transactionHash: Hex
  completedAt: string
}

export interface OnrampOrder {
  id: string
  createdAt: string
  status: 'open' | 'completed'
  request: OnrampUrlRequest
  purchase?: OnrampPurchase
}

/** The orders the local onramp provider was asked to open, one per generated URL. */
export class OnrampOrders {
  private readonly orders = new Map<string, OnrampOrder>()
  /** Orders whose delivery is on its way, so a double click cannot pay twice. */
  private readonly pending = new Set<string>()

  create(request: OnrampUrlRequest): OnrampOrder {
    const order: OnrampOrder = {
      id: randomUUID(),
      createdAt: new Date().toISOString(),
      status: 'open',
      request,
    }
    this.orders.set(order.id, order)
    return order
  }

  get(id: string): OnrampOrder {
    const order = this.orders.get(id)
    if (order === undefined) throw notFound(`no onramp order ${id}`)
    return order
  }

  /** Marks an open order as being completed; a second confirmation is refused. */
  claim(id: string): OnrampOrder {
    const order = this.get(id)
    if (order.status !== 'open' || this.pending.has(id))
      throw new HttpError(409, `onramp order ${id} is already completed`, 'conflict')
    this.pending.add(id)
    return order
  }

  release(id: string): void {
    this.pending.delete(id)
  }

  complete(id: string, purchase: OnrampPurchase): OnrampOrder {
    const order = this.get(id)
    order.status = 'completed'
    order.purchase = purchase
    this.pending.delete(id)
    return order
  }
}
