import { Component, type ReactNode } from 'react';
import { LiveMark } from '@consulting/platform';
import { Button, Result } from '@consulting/ui';

export interface RemoteErrorBoundaryProps {
  children: ReactNode;
  /** Called before re-rendering the children when the visitor presses retry (e.g. forget a failed load). */
  onRetry?: () => void;
  /** A change of this value (the pathname) clears a shown error, so navigating away recovers. */
  resetKey?: string;
  /** What to show instead of the default bilingual fallback (`null` for widgets). */
  fallback?: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Isolates one remote's area (architecture property 3): an error thrown while loading or
 * rendering it shows a fallback in both Arabic and English with a retry button, and the rest
 * of the page (navbar, footer) keeps working.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('unknown error') };
  }

  componentDidUpdate(previous: RemoteErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private retry = (): void => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  render(): ReactNode {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <div className="remote-fallback" role="alert">
        <Result
          status="warning"
          title={
            <>
              <span lang="ar" dir="rtl" className="remote-fallback__line">
                تعذّر تحميل هذا القسم من الموقع.
              </span>
              <span lang="en" dir="ltr" className="remote-fallback__line">
                This section of the site could not be loaded.
              </span>
            </>
          }
          subTitle={
            <>
              <span lang="ar" dir="rtl" className="remote-fallback__line">
                يمكنك المحاولة مرة أخرى أو متابعة التصفح من القائمة.
              </span>
              <span lang="en" dir="ltr" className="remote-fallback__line">
                You can try again or keep browsing from the menu.
              </span>
            </>
          }
          extra={
            <Button type="primary" onClick={this.retry}>
              إعادة المحاولة / Retry
            </Button>
          }
        />
        <LiveMark />
      </div>
    );
  }
}
