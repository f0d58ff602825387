import type { Logger } from '@sigil/core'
import { systemClock } from '@sigil/core/services'
import { createTestClient } from '@sigil/test'
import { vi } from 'vitest'
import { createFrameProvider } from '../frameProvider.js'
import { createFrameTransport } from '../frameTransport.js'
import { embeddedTestConfig } from './embeddedTestConfig.js'
import { type createFakeFrameWindow, SITE } from './fakeFrameWindow.js'

type FakeFrame = ReturnType<typeof createFakeFrameWindow>

/** A transport to `fake`'s frame once the frame has said READY (the test runs fake timers). */
export async function readyFrameTransport(fake: FakeFrame, logger: Logger) {
  const transport = createFrameTransport({
    url: `${SITE}/sdk`,
    window: fake.window,
    clock: systemClock,
    logger,
    onTimeout: () => undefined,
  })
  fake.fromFrame({ id: 'r', type: '@w3m-frame/READY' })
  await vi.advanceTimersByTimeAsync(500)
  return transport
}

/** A ready test client with the embedded wallet's config, and a frame provider over `fake`'s ready frame. */
export async function readyFrameProvider(fake: FakeFrame) {
  const test = createTestClient(embeddedTestConfig())
  await test.client.ready()
  const transport = await readyFrameTransport(fake, test.logger)
  const provider = createFrameProvider({
    client: test.client,
    transport: async () => transport,
    clock: systemClock,
    logger: test.logger,
  })
  return { ...test, provider }
}
