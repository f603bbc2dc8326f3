import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Shown in the fallback so the reader knows which part failed. */
  region: string;
  children: ReactNode;
  /** When this value changes the boundary clears its error (e.g. the pathname). */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
}

/** Keeps one failing region (header, page, footer) from blanking the whole site. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.region}]`, error, info.componentStack);
  }

  componentDidUpdate(prev: Props) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="region-error" role="alert">
        <p className="region-error__title">{this.props.region}加载出错了</p>
        <button type="button" className="btn btn--ghost" onClick={() => this.setState({ error: null })}>
          重试
        </button>
      </div>
    );
  }
}
