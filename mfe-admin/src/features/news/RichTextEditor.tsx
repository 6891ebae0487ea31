import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { App, Button, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { NEWS_EDITOR_AR as T } from './texts.ts';
import './rich-text-editor.css';

/** Link targets the server keeps: web pages and mail addresses. */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/**
 * What the admin typed in the link prompt as a link the server keeps, or null: `https://` is added
 * to a bare host (`example.com/x`), an address with `@` becomes `mailto:`; anything else
 * (`javascript:`, a relative path) is refused.
 */
export function normaliseLink(input: string): string | null {
  const url = input.trim();
  if (!url) return null;
  if (SAFE_LINK.test(url)) return url;
  if (/^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(url)) return `mailto:${url}`;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#]\S*)?$/i.test(url)) return `https://${url}`;
  return null;
}

/**
 * The editor's content as the field's value: its HTML without the empty paragraphs at the end
 * (TipTap keeps one after a final heading or list so the cursor can leave it), '' when empty.
 */
function editorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, '');
}

/** Props of {@link RichTextEditor}: an antd `Form.Item` controlled field (value / onChange). */
export interface RichTextEditorProps {
  /** The HTML content ('' for empty). */
  value?: string;
  onChange?: (html: string) => void;
  /** Writing direction of the content: 'rtl' for Arabic, 'ltr' for English. */
  dir: 'rtl' | 'ltr';
  /** Id of the editable area (the Form.Item label's `htmlFor`). */
  id?: string;
  /** The field's visible label, read by screen readers for the area and its toolbar. */
  label: string;
  /** `data-testid` of the editable area. */
  testId?: string;
}

/** The toolbar's state, read from the editor on each transaction. */
function useToolbarState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
}

function ToolButton({
  label,
  shortcut,
  active,
  disabled,
  onClick,
  children,
  testId,
}: {
  label: string;
  shortcut?: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Tooltip title={shortcut ? `${label} (${shortcut})` : label}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        aria-keyshortcuts={shortcut?.replace('Ctrl', 'Control')}
        disabled={disabled}
        // Keep the editor's selection: a mouse press on the toolbar must not blur the text.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
        data-testid={testId}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

/**
 * A rich text field for news content: TipTap (ProseMirror) with its starter kit limited to what the
 * server's sanitiser keeps: paragraphs, bold, italic, underline, strike, inline code, headings
 * h2/h3, bullet and numbered lists, blockquotes, links (http/https/mailto, entered in a prompt) and
 * undo/redo. The editable area takes `dir`, so Arabic and English each write in their own
 * direction; the toolbar is a labelled ARIA toolbar whose buttons are reachable with Tab and the
 * arrow keys and announce their pressed state, and TipTap's shortcuts work (Ctrl+B, Ctrl+I, Ctrl+Z,
 * Ctrl+Shift+Z, Ctrl+Shift+7/8, Ctrl+Shift+B; Ctrl+K opens the link prompt). `onChange` gets the
 * HTML (see `editorHtml`), or '' when the field is empty. Lazy loaded by the news dialog, so TipTap
 * is only downloaded when a news item is edited.
 */
export default function RichTextEditor({ value = '', onChange, dir, id, label, testId }: RichTextEditorProps) {
  const { message } = App.useApp();
  const toolbarRef = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const promptLinkRef = useRef<() => void>(() => undefined);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
          isAllowedUri: (url) => SAFE_LINK.test(url),
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        dir,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: 'news-editor__content',
        ...(id ? { id } : {}),
        ...(testId ? { 'data-testid': testId } : {}),
      },
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          promptLinkRef.current();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current?.(editorHtml(e)),
  });

  // A value set from outside (the form reset, another item) replaces the content.
  useEffect(() => {
    if (value !== editorHtml(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useToolbarState(editor);

  function promptLink() {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const answer = window.prompt(T.linkPrompt, previous);
    if (answer === null) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (answer.trim() === '') {
      chain.unsetLink().run();
      return;
    }
    const href = normaliseLink(answer);
    if (!href) {
      void message.error(T.linkInvalid);
      return;
    }
    if (editor.state.selection.empty && !state?.link) {
      // Nothing selected: insert the address itself as the link's text.
      chain.insertContent({ type: 'text', text: answer.trim(), marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
  }
  promptLinkRef.current = promptLink;

  /** Arrow keys, Home and End move between the toolbar's buttons (WAI-ARIA toolbar pattern). */
  function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = Array.from(toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? []);
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const target =
      event.key === forward
        ? buttons[(index + 1) % buttons.length]
        : event.key === backward
          ? buttons[(index - 1 + buttons.length) % buttons.length]
          : event.key === 'Home'
            ? buttons[0]
            : event.key === 'End'
              ? buttons.at(-1)
              : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  }

  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
    command(editor.chain().focus()).run();
  const prefix = testId ?? 'news-editor';

  // Test ids `${prefix}-${key}`.
  const tools = [
    {
      key: 'bold',
      label: T.bold,
      shortcut: 'Ctrl+B',
      active: state?.bold,
      onClick: run((c) => c.toggleBold()),
      icon: <BoldOutlined />,
    },
    {
      key: 'italic',
      label: T.italic,
      shortcut: 'Ctrl+I',
      active: state?.italic,
      onClick: run((c) => c.toggleItalic()),
      icon: <ItalicOutlined />,
    },
    { key: 'h2', label: T.heading2, active: state?.h2, onClick: run((c) => c.toggleHeading({ level: 2 })), icon: 'H2' },
    { key: 'h3', label: T.heading3, active: state?.h3, onClick: run((c) => c.toggleHeading({ level: 3 })), icon: 'H3' },
    {
      key: 'bullets',
      label: T.bulletList,
      shortcut: 'Ctrl+Shift+8',
      active: state?.bulletList,
      onClick: run((c) => c.toggleBulletList()),
      icon: <UnorderedListOutlined />,
    },
    {
      key: 'numbers',
      label: T.orderedList,
      shortcut: 'Ctrl+Shift+7',
      active: state?.orderedList,
      onClick: run((c) => c.toggleOrderedList()),
      icon: <OrderedListOutlined />,
    },
    {
      key: 'link',
      label: T.link,
      shortcut: 'Ctrl+K',
      active: state?.link,
      onClick: promptLink,
      icon: <LinkOutlined />,
    },
    {
      key: 'quote',
      label: T.blockquote,
      shortcut: 'Ctrl+Shift+B',
      active: state?.blockquote,
      onClick: run((c) => c.toggleBlockquote()),
      icon: <span aria-hidden="true">❝</span>,
    },
    {
      key: 'undo',
      label: T.undo,
      shortcut: 'Ctrl+Z',
      disabled: !state?.canUndo,
      onClick: run((c) => c.undo()),
      icon: <UndoOutlined />,
    },
    {
      key: 'redo',
      label: T.redo,
      shortcut: 'Ctrl+Shift+Z',
      disabled: !state?.canRedo,
      onClick: run((c) => c.redo()),
      icon: <RedoOutlined />,
    },
  ];

  return (
    <div className="news-editor" dir={dir}>
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label={T.toolbar(label)}
        aria-controls={id}
        className="news-editor__toolbar"
        onKeyDown={onToolbarKeyDown}
      >
        {tools.map(({ key, icon, ...tool }) => (
          <ToolButton key={key} {...tool} testId={`${prefix}-${key}`}>
            {icon}
          </ToolButton>
        ))}
      </div>
      <EditorContent editor={editor} className="news-editor__area" />
    </div>
  );
}
