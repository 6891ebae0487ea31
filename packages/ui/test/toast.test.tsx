import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLanguage } from '@consulting/platform';
import { TOAST_DURATION_MS, ToastProvider, useToast, type ToastApi } from '../src/toast.tsx';

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

function renderHost() {
  return render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
}

beforeEach(() => {
  act(() => useLanguage.getState().setLanguage('en'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts (spec §8, §9)', () => {
  it('shows one toast at a time: a new one replaces the one on screen', () => {
    renderHost();
    act(() => api.error({ title: 'Data Error', description: 'Please fill in the following fields: Name' }));
    expect(screen.getByRole('alert').textContent).toContain('Data Error');
    act(() => api.success({ title: 'Request Sent Successfully', description: 'Thanks!' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('Request Sent Successfully');
    expect(screen.getByRole('alert').textContent).toContain('Thanks!');
    expect(screen.queryByText('Data Error')).toBeNull();
  });

  it('closes with its labelled close button', () => {
    renderHost();
    act(() => api.success({ title: 'Request Sent Successfully' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('labels the close button in Arabic on an Arabic page', () => {
    act(() => useLanguage.getState().setLanguage('ar'));
    renderHost();
    act(() => api.error({ title: 'حدث خطأ' }));
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeTruthy();
  });

  it('labels the close button in the fixed language of its area (the Arabic admin on an English site)', () => {
    render(
      <ToastProvider language="ar">
        <Capture />
      </ToastProvider>,
    );
    act(() => api.success({ title: 'تم تسجيل الدخول بنجاح' }));
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeTruthy();
  });

  it('goes away by itself after 4.5 s, but not while the pointer is on it', () => {
    vi.useFakeTimers();
    renderHost();
    act(() => api.success({ title: 'Request Sent Successfully' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.mouseEnter(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 2));
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.mouseLeave(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives a new toast its full time even when it replaces one about to close', () => {
    vi.useFakeTimers();
    renderHost();
    act(() => api.error({ title: 'first' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    act(() => api.error({ title: 'second' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('alert').textContent).toContain('second');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses to work outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow(/inside <ToastProvider>/);
    vi.restoreAllMocks();
  });
});
