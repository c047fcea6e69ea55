import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen.tsx';

interface State {
  error: Error | null;
}

/** Catches render errors anywhere below and shows the global error screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
