import { Component, type ReactNode } from 'react'
import { useT } from '../strings/useT.js'

type State = { failed: boolean }

function ViewFailedText() {
  return useT()('error.SOMETHING_WENT_WRONG')
}

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
          <ViewFailedText />
        </p>
      )
    return this.props.children
  }
}
