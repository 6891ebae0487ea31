import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';

describe('RemoteErrorBoundary', () => {
  it('shows the bilingual fallback, and retry calls onRetry and renders the children again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('remote down');
      return <p>remote content</p>;
    }
    const onRetry = vi.fn(() => {
      broken = false;
    });
    render(
      <div>
        <nav>navbar</nav>
        <RemoteErrorBoundary onRetry={onRetry}>
          <Flaky />
        </RemoteErrorBoundary>
      </div>,
    );
    expect(screen.getByRole('alert').textContent).toContain('تعذّر تحميل هذا القسم من الموقع.');
    expect(screen.getByRole('alert').textContent).toContain('This section of the site could not be loaded.');
    expect(screen.getByText('navbar')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('remote content')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders the given fallback (nothing, for widgets)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    const { container } = render(
      <RemoteErrorBoundary fallback={null}>
        <Broken />
      </RemoteErrorBoundary>,
    );
    expect(container.innerHTML).toBe('');
  });
});
