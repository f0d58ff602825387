import { createHash } from 'node:crypto'

export interface StoredMessage {
  /** Hash of topic and payload: the same message published twice is stored once. */
  key: string
  topic: string
  message: string
  tag: number
  publishedAt: number
  expiresAt: number
  /** Client ids that have acknowledged it (or published it). */
  deliveredTo: Set<string>
}

/** Messages per topic, kept until their ttl; each client gets each message until it acks it. */
export class TopicMessages {
  private readonly topics = new Map<string, StoredMessage[]>()

  constructor(private readonly now: () => number = Date.now) {}

  add(input: {
    topic: string
    message: string
    ttlSeconds: number
    tag: number
    publisher: string
  }): StoredMessage {
    const key = createHash('sha256').update(input.topic).update('\n').update(input.message).digest('hex')
    const list = this.live(input.topic)
    const existing = list.find((entry) => entry.key === key)
    if (existing !== undefined) return existing
    const publishedAt = this.now()
    const stored: StoredMessage = {
      key,
      topic: input.topic,
      message: input.message,
      tag: input.tag,
      publishedAt,
      expiresAt: publishedAt + input.ttlSeconds * 1000,
      deliveredTo: new Set([input.publisher]),
    }
    list.push(stored)
    this.topics.set(input.topic, list)
    return stored
  }

  /** The live messages of a topic that this client has not acknowledged. */
  pendingFor(topic: string, client: string): StoredMessage[] {
    return this.live(topic).filter((entry) => !entry.deliveredTo.has(client))
  }

  markDelivered(message: StoredMessage, client: string): void {
    message.deliveredTo.add(client)
  }

  /** Number of live messages across topics (for the admin view). */
  size(): number {
    let count = 0
    for (const topic of [...this.topics.keys()]) count += this.live(topic).length
    return count
  }

  private live(topic: string): StoredMessage[] {
    const now = this.now()
    const list = (this.topics.get(topic) ?? []).filter((entry) => entry.expiresAt > now)
    if (list.length === 0) this.topics.delete(topic)
    else this.topics.set(topic, list)
    return list
  }
}
