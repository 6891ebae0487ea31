import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useLanguage } from '@consulting/platform';
import NotificationBell from './NotificationBell.tsx';

beforeEach(() => useLanguage.getState().setLanguage('en'));

describe('NotificationBell', () => {
  it('opens a popover saying there are no notifications', async () => {
    render(<NotificationBell />);
    expect(screen.queryByText('No notifications')).toBeNull();
    fireEvent.click(screen.getByTestId('notification-bell'));
    expect(await screen.findByText('No notifications')).toBeTruthy();
  });
});
