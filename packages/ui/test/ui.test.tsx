import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { App as AntApp, Button as AntButton } from 'antd';
import { useLanguage } from '@consulting/platform';
import { Button, Progress, Result, Spin, Tag } from '../src/index.ts';
import { AntdRoot } from '../src/antd-root.tsx';

describe('light UI pieces', () => {
  it('Button is a native button: type=button unless htmlType, clicks, and loading disables it', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button type="primary" size="large" onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('ui-btn-primary');
    expect(button.className).toContain('ui-btn-large');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button htmlType="submit" loading onClick={onClick}>
        Send
      </Button>,
    );
    const busy = screen.getByRole('button', { name: 'Send' });
    expect(busy.getAttribute('type')).toBe('submit');
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(busy);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('Tag takes preset colours as classes and other colours as style', () => {
    render(
      <>
        <Tag color="green">Open</Tag>
        <Tag color="#123456">Custom</Tag>
      </>,
    );
    expect(screen.getByText('Open').className).toContain('ui-tag-green');
    expect(screen.getByText('Custom').style.backgroundColor).toBe('rgb(18, 52, 86)');
  });

  it('Result, Spin and Progress expose their meaning to assistive technology', () => {
    render(
      <>
        <Result status="404" title="Page not found" extra={<Button>Home</Button>} />
        <Spin label="Loading news" />
        <Progress percent={140} />
      </>,
    );
    expect(screen.getByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading news' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });
});

describe('AntdRoot', () => {
  it('gives antd the site language direction, or the fixed language it is given', () => {
    useLanguage.getState().setLanguage('en');
    const { unmount } = render(
      <AntdRoot>
        <AntButton>English</AntButton>
      </AntdRoot>,
    );
    expect(screen.getByRole('button', { name: 'English' }).className).not.toContain('ant-btn-rtl');
    unmount();
    render(
      <AntdRoot language="ar">
        <AntButton>عربي</AntButton>
      </AntdRoot>,
    );
    expect(screen.getByRole('button', { name: 'عربي' }).className).toContain('ant-btn-rtl');
  });

  it('gives the area App.useApp() toasts without any outer provider, inside a span when asked', async () => {
    function Notify() {
      const { notification } = AntApp.useApp();
      return <AntButton onClick={() => notification.success({ title: 'Saved' })}>Save</AntButton>;
    }
    const { container } = render(
      <AntdRoot component="span">
        <Notify />
      </AntdRoot>,
    );
    expect(container.firstElementChild?.tagName).toBe('SPAN');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
  });
});
