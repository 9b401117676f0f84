import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Shows a way forward instead of a blank page when rendering fails; `onError` reports the failure. */
export class ErrorBoundary extends Component<
  { children: ReactNode; message: string; retryLabel: string; onError?: (error: Error, info: ErrorInfo) => void },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="main" id="main">
        <div className="error-banner" role="alert">
          <p>{this.props.message}</p>
          <button type="button" className="button" onClick={() => window.location.reload()}>{this.props.retryLabel}</button>
        </div>
      </main>
    );
  }
}
