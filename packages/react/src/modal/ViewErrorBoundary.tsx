import { SOMETHING_WENT_WRONG } from '@sigil/core'
import { Component, type ReactNode } from 'react'

type State = { failed: boolean }

/** A view that throws leaves the rest of the modal (header, close) usable. */
export class ViewErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override render() {
    if (this.state.failed)
      return (
        <p className="sigil-text-error" data-view-error="">
          {SOMETHING_WENT_WRONG.message}
        </p>
      )
    return this.props.children
  }
}
