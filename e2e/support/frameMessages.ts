import { W3mFrameConstants, W3mFrameSchema } from '@reown/appkit-wallet'
import type { BrowserContext } from 'playwright-core'

/** One window message of the frame protocol as the window that received it saw it. */
export type RecordedFrameMessage = {
  /** The origin of the window that received it (the app's page, or the secure site's frame). */
  receiverOrigin: string
  /** The origin the browser reported for its sender. */
  senderOrigin: string
  data: { id?: string; type: string; payload?: unknown }
}

const BINDING = '__sigilRecordFrameMessage'

/**
 * Records every `@w3m-…` window message any frame of `context` receives, through a binding every
 * frame has (the app's page and the secure site's cross-origin frame alike): the real traffic,
 * both directions, as the browser delivered it.
 */
export async function recordFrameMessages(context: BrowserContext): Promise<RecordedFrameMessage[]> {
  const messages: RecordedFrameMessage[] = []
  await context.exposeBinding(BINDING, (_source, message: RecordedFrameMessage) => {
    messages.push(message)
  })
  await context.addInitScript((binding: string) => {
    addEventListener(
      'message',
      (event) => {
        const type = (event.data as { type?: unknown } | null)?.type
        if (typeof type !== 'string' || !type.startsWith('@w3m-')) return
        let data: unknown
        try {
          data = JSON.parse(JSON.stringify(event.data))
        } catch {
          return
        }
        const record = (window as unknown as Record<string, (message: unknown) => void>)[binding]
        record?.({ receiverOrigin: location.origin, senderOrigin: event.origin, data })
      },
      true,
    )
  }, BINDING)
  return messages
}

/** The `type` literals a union of AppKit's schema accepts. */
function schemaTypes(schema: unknown): Set<string> {
  const types = new Set<string>()
  type Node = { _def: { typeName: string; options?: Node[] }; shape?: { type: { _def: { value: string } } } }
  const walk = (node: Node) => {
    if (node._def.typeName === 'ZodUnion') for (const option of node._def.options ?? []) walk(option)
    else if (node.shape) types.add(node.shape.type._def.value)
  }
  walk(schema as never)
  return types
}

/**
 * Frame events AppKit's constants name but its schema has no entry for (AppKit never sends the
 * requests they answer, or never waits for the answer): checked against the constants only.
 */
export const FRAME_TYPES_OUTSIDE_SCHEMA: readonly string[] = (
  Object.values(W3mFrameConstants) as string[]
).filter((value) => /^@w3m-frame\/[A-Z_]+$/.test(value) && !schemaTypes(W3mFrameSchema.frameEvent).has(value))

/**
 * Holds the traffic between an app and the secure site against AppKit's own `W3mFrameSchema`:
 * every message the site's frame received from another origin is an app event, every message
 * an app received from the site is a frame event. Returns what the schema refused, in words.
 */
export function frameSchemaRefusals(
  messages: readonly RecordedFrameMessage[],
  siteOrigins: readonly string[],
): string[] {
  const refusals: string[] = []
  for (const { receiverOrigin, senderOrigin, data } of messages) {
    const toFrame = siteOrigins.includes(receiverOrigin) && !siteOrigins.includes(senderOrigin)
    const fromFrame = siteOrigins.includes(senderOrigin) && !siteOrigins.includes(receiverOrigin)
    if (!toFrame && !fromFrame) continue
    if (fromFrame && FRAME_TYPES_OUTSIDE_SCHEMA.includes(data.type)) continue
    const result = (toFrame ? W3mFrameSchema.appEvent : W3mFrameSchema.frameEvent).safeParse(data)
    if (!result.success)
      refusals.push(`${data.type} (${toFrame ? 'app → frame' : 'frame → app'}): ${result.error.message}`)
  }
  return refusals
}
