import { configure } from '@testing-library/react'

// A `findBy…`/`waitFor` in a component test often waits for a lazily imported chunk (a view, a
// service client), which Vitest transforms on its first import. On a loaded machine (CI runs the
// projects side by side) that first transform can take longer than Testing Library's 1 s default,
// and a test failed with the view still on its skeleton. This is the limit of a wait, not a delay:
// each wait still ends as soon as its element shows.
configure({ asyncUtilTimeout: 5_000 })
