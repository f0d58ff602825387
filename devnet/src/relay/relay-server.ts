import { createHash } from 'node:crypto'
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { type WebSocket, WebSocketServer } from 'ws'
import type { Logger } from '../logger.js'
import { relayClientId } from './relay-client-id.js'
import {
  isRequest,
  parseRelayFrame,
  type RelayRequest,
  type RelayResponse,
  serializeRelayFrame,
} from './relay-json.js'
import { type StoredMessage, TopicMessages } from './topic-messages.js'

/** Tags of the messages the relay publishes on a client's behalf (session proposal and approval). */
const TAG_PROPOSAL = 1100
const TAG_PROPOSAL_RESPONSE = 1101
const TAG_SETTLE = 1102
/** Clients drop a socket that stays silent for about 35 s. */
const PING_INTERVAL_MS = 10_000
const MAX_TTL_SECONDS = 30 * 24 * 3600
const DEFAULT_TTL_SECONDS = 300
const MAX_MESSAGE_BYTES = 512 * 1024

interface RelaySocket {
  socket: WebSocket
  client: string
  /** subscription id → topic */
  subscriptions: Map<string, string>
  /** push id → message awaiting this client's ack */
  awaitingAck: Map<number, StoredMessage>
}

export interface RelayStats {
  sockets: number
  subscriptions: number
  messages: number
  refusing: boolean
}

export interface RelayOptions {
  log: Logger
  now?: () => number
}

class RelayError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * A local WalletConnect relay: the JSON-RPC the SDKs speak over WebSocket, for any number of
 * clients on loopback. Messages are stored per topic until their ttl and pushed to subscribers;
 * a message counts as delivered to a client once that client acknowledges it.
 */
export class RelayServer {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES })
  private readonly messages: TopicMessages
  private readonly sockets = new Set<RelaySocket>()
  private readonly pinger: NodeJS.Timeout
  private nextPushId = 1
  private refusing = false

  constructor(private readonly options: RelayOptions) {
    this.messages = new TopicMessages(options.now)
    this.pinger = setInterval(() => {
      for (const entry of this.sockets) entry.socket.ping()
    }, PING_INTERVAL_MS)
    this.pinger.unref()
  }

  /** Serves WebSocket upgrades on `path` of an existing HTTP server. */
  attach(server: Server, path: string): void {
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      const pathname = new URL(req.url ?? '/', 'http://relay.local').pathname
      if (pathname !== path) {
        socket.destroy()
        return
      }
      if (this.refusing) {
        socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n')
        return
      }
      this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws, req))
    })
  }

  /** Fault switch: drops every open socket; with `refuse`, also turns new ones away until restored. */
  drop(options: { refuse?: boolean } = {}): void {
    this.refusing = options.refuse === true
    for (const entry of [...this.sockets]) entry.socket.terminate()
  }

  restore(): void {
    this.refusing = false
  }

  stats(): RelayStats {
    let subscriptions = 0
    for (const entry of this.sockets) subscriptions += entry.subscriptions.size
    return {
      sockets: this.sockets.size,
      subscriptions,
      messages: this.messages.size(),
      refusing: this.refusing,
    }
  }

  close(): void {
    clearInterval(this.pinger)
    for (const entry of [...this.sockets]) entry.socket.terminate()
    this.wss.close()
  }

  private accept(socket: WebSocket, req: IncomingMessage): void {
    const entry: RelaySocket = {
      socket,
      client: relayClientId(req.url),
      subscriptions: new Map(),
      awaitingAck: new Map(),
    }
    this.sockets.add(entry)
    this.options.log.debug(`relay: socket for ${entry.client}`)
    socket.on('message', (data) => this.onFrame(entry, data.toString()))
    socket.on('close', () => this.sockets.delete(entry))
    socket.on('error', () => socket.terminate())
  }

  private onFrame(entry: RelaySocket, text: string): void {
    const frame = parseRelayFrame(text)
    if (frame === null) {
      this.options.log.debug('relay: ignored a malformed frame')
      return
    }
    if (!isRequest(frame)) {
      this.onAck(entry, frame)
      return
    }
    const after: (() => void)[] = []
    try {
      const result = this.handle(entry, frame, after)
      this.send(entry, { id: frame.id, result })
    } catch (error) {
      const relayError = error instanceof RelayError ? error : new RelayError(-32603, 'internal error')
      this.send(entry, { id: frame.id, error: { code: relayError.code, message: relayError.message } })
      return
    }
    // Stored messages go out only after the reply, as the SDKs expect.
    for (const task of after) task()
  }

  private handle(entry: RelaySocket, request: RelayRequest, after: (() => void)[]): unknown {
    const { params } = request
    this.options.log.debug(`relay: ${request.method} from ${entry.client.slice(-8)}`)
    switch (request.method) {
      case 'irn_subscribe': {
        const topic = requireTopic(params.topic)
        after.push(() => this.deliverPending(entry, topic))
        return this.subscribe(entry, topic)
      }
      case 'irn_batchSubscribe': {
        const topics = requireTopics(params.topics)
        after.push(() => {
          for (const topic of topics) this.deliverPending(entry, topic)
        })
        return topics.map((topic) => this.subscribe(entry, topic))
      }
      case 'irn_unsubscribe':
        this.unsubscribe(entry, requireTopic(params.topic))
        return true
      case 'irn_batchUnsubscribe': {
        const list = params.subscriptions
        if (!Array.isArray(list)) throw new RelayError(-32602, 'subscriptions must be a list')
        for (const item of list) this.unsubscribe(entry, requireTopic((item as { topic?: unknown })?.topic))
        return true
      }
      case 'irn_publish':
        this.publish(entry, params, TAG_NONE)
        return true
      case 'irn_batchPublish': {
        const list = params.messages
        if (!Array.isArray(list)) throw new RelayError(-32602, 'messages must be a list')
        const checked = list.map((item) => checkPublish(item, TAG_NONE))
        for (const item of checked) this.store(entry, item)
        return true
      }
      case 'irn_batchFetchMessages': {
        const topics = requireTopics(params.topics)
        const messages = topics.flatMap((topic) =>
          this.messages.pendingFor(topic, entry.client).map((message) => {
            this.messages.markDelivered(message, entry.client)
            return messageData(message)
          }),
        )
        return { messages, hasMore: false }
      }
      case 'wc_proposeSession': {
        const pairingTopic = requireTopic(params.pairingTopic)
        const proposal = checkPublish(
          { topic: pairingTopic, message: params.sessionProposal, ttl: params.ttl, tag: TAG_PROPOSAL },
          TAG_PROPOSAL,
        )
        this.subscribe(entry, pairingTopic)
        this.store(entry, proposal)
        return true
      }
      case 'wc_approveSession': {
        const pairingTopic = requireTopic(params.pairingTopic)
        const sessionTopic = requireTopic(params.sessionTopic)
        const response = checkPublish(
          { topic: pairingTopic, message: params.sessionProposalResponse, ttl: params.ttl },
          TAG_PROPOSAL_RESPONSE,
        )
        const settle = checkPublish(
          { topic: sessionTopic, message: params.sessionSettlementRequest, ttl: params.ttl },
          TAG_SETTLE,
        )
        this.subscribe(entry, sessionTopic)
        this.store(entry, response)
        this.store(entry, settle)
        return true
      }
      default:
        throw new RelayError(-32601, `method ${request.method} is not served by the devnet relay`)
    }
  }

  private subscribe(entry: RelaySocket, topic: string): string {
    const id = createHash('sha256').update(topic).digest('hex')
    entry.subscriptions.set(id, topic)
    return id
  }

  private unsubscribe(entry: RelaySocket, topic: string): void {
    for (const [id, subscribed] of entry.subscriptions)
      if (subscribed === topic) entry.subscriptions.delete(id)
  }

  private publish(entry: RelaySocket, params: Record<string, unknown>, defaultTag: number): void {
    this.store(entry, checkPublish(params, defaultTag))
  }

  private store(entry: RelaySocket, input: CheckedPublish): void {
    const stored = this.messages.add({ ...input, publisher: entry.client })
    for (const other of this.sockets) {
      if (other === entry || other.client === entry.client) continue
      if (this.subscriptionOf(other, stored.topic) !== undefined) this.push(other, stored)
    }
  }

  private deliverPending(entry: RelaySocket, topic: string): void {
    for (const message of this.messages.pendingFor(topic, entry.client)) this.push(entry, message)
  }

  private push(entry: RelaySocket, message: StoredMessage): void {
    const subscriptionId = this.subscriptionOf(entry, message.topic)
    if (subscriptionId === undefined) return
    for (const waiting of entry.awaitingAck.values()) if (waiting === message) return
    const id = this.nextPushId++
    entry.awaitingAck.set(id, message)
    this.send(entry, {
      id,
      method: 'irn_subscription',
      params: { id: subscriptionId, data: messageData(message) },
    })
  }

  private onAck(entry: RelaySocket, response: RelayResponse): void {
    if (typeof response.id !== 'number') return
    const message = entry.awaitingAck.get(response.id)
    if (message === undefined) return
    entry.awaitingAck.delete(response.id)
    if (response.error === undefined) this.messages.markDelivered(message, entry.client)
  }

  private subscriptionOf(entry: RelaySocket, topic: string): string | undefined {
    for (const [id, subscribed] of entry.subscriptions) if (subscribed === topic) return id
    return undefined
  }

  private send(entry: RelaySocket, frame: Record<string, unknown>): void {
    if (entry.socket.readyState === entry.socket.OPEN) entry.socket.send(serializeRelayFrame(frame))
  }
}

const TAG_NONE = 0

interface CheckedPublish {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
}

function checkPublish(value: unknown, defaultTag: number): CheckedPublish {
  if (typeof value !== 'object' || value === null)
    throw new RelayError(-32602, 'publish params must be an object')
  const params = value as Record<string, unknown>
  const topic = requireTopic(params.topic)
  if (typeof params.message !== 'string' || params.message.length === 0) {
    throw new RelayError(-32602, 'message must be a non-empty string')
  }
  const ttl = params.ttl === undefined ? DEFAULT_TTL_SECONDS : params.ttl
  if (typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl <= 0 || ttl > MAX_TTL_SECONDS) {
    throw new RelayError(-32602, 'ttl must be a positive whole number of seconds')
  }
  const tag = typeof params.tag === 'number' && Number.isInteger(params.tag) ? params.tag : defaultTag
  return { topic, message: params.message, ttlSeconds: ttl, tag }
}

function requireTopic(value: unknown): string {
  if (typeof value !== 'string' || !/^[0-9a-f]{64}$/i.test(value)) {
    throw new RelayError(-32602, 'topic must be 64 hexadecimal characters')
  }
  return value
}

function requireTopics(value: unknown): string[] {
  if (!Array.isArray(value)) throw new RelayError(-32602, 'topics must be a list')
  return value.map(requireTopic)
}

function messageData(message: StoredMessage) {
  return {
    topic: message.topic,
    message: message.message,
    publishedAt: message.publishedAt,
    tag: message.tag,
  }
}
