import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { App as AntApp, Button as AntButton, Modal } from 'antd';
import { useLanguage } from '@consulting/platform';
import { Button, buttonClassName, Progress, Result, Spin, Tag } from '../src/index.ts';
import { AntdRoot } from '../src/antd-root.tsx';
import { Tabs } from '../src/antd-tabs.tsx';

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

  it('buttonClassName gives a link the look of a Button: one control, a link, one tab stop', () => {
    render(
      <>
        <Button type="primary" size="large" ghost>
          Send
        </Button>
        <a href="/contact" className={buttonClassName({ type: 'primary', size: 'large', ghost: true }, 'hero__cta')}>
          Contact
        </a>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link.className).toBe(`${screen.getByRole('button', { name: 'Send' }).className} hero__cta`);
    expect(link.querySelector('button')).toBeNull();
  });

  it('Result, Spin and Progress expose their meaning to assistive technology', () => {
    render(
      <>
        <Result status="404" title="Page not found" extra={<Button>Home</Button>} />
        <Spin label="Loading news" />
        <Progress percent={140} label="Goal progress" />
      </>,
    );
    expect(screen.getByText('Page not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading news' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Goal progress' }).getAttribute('aria-valuenow')).toBe('100');
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

describe('Tabs', () => {
  it('gives role=tablist to the element holding only the tabs, not to the bar with the "more" button', () => {
    render(
      <Tabs
        items={[
          { key: 'services', label: 'Services (2)', children: 'two services' },
          { key: 'opportunities', label: 'Opportunities (0)', children: 'none' },
        ]}
      />,
    );
    const list = screen.getByRole('tablist');
    expect(list.className).toBe('ant-tabs-nav-list');
    expect(list.getAttribute('aria-orientation')).toBe('horizontal');
    // Every child with a role in the list is a tab (axe "aria-required-children").
    expect([...list.querySelectorAll('[role]')].map((node) => node.getAttribute('role'))).toEqual(['tab', 'tab']);
    expect(list.closest('.ant-tabs-nav')?.hasAttribute('role')).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: 'Opportunities (0)' }));
    expect(screen.getByRole('tab', { name: 'Opportunities (0)' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tablist')).toHaveLength(1);
  });
});

describe('Tab in an open antd modal (AntdRoot)', () => {
  it('wraps from the last control to the first and back, never leaving the dialog', async () => {
    render(
      <AntdRoot>
        <Modal open title="Add a request" footer={<AntButton>Save</AntButton>}>
          <input aria-label="Name" />
        </Modal>
      </AntdRoot>,
    );
    const save = await screen.findByRole('button', { name: 'Save' });
    const close = screen.getByRole('button', { name: 'Close' });
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
    // In between, Tab is the browser's: nothing moves.
    screen.getByRole('textbox', { name: 'Name' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });
});
