import { Component, type ReactNode } from 'react'

interface Props {
  /** Shown instead of the children after an error; `retry` clears the error. */
  fallback: (retry: () => void) => ReactNode
  onError?: (error: unknown) => void
  children?: ReactNode
}

/** Catches a view that fails to load or render, so the modal chrome (Close, Back) keeps working. */
export class ViewErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error)
  }

  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children
  }
}
