import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { linkOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';

/**
 * The post's text: bold, italic, two heading levels, lists and links (Tiptap). Whatever HTML it
 * gives, the server keeps only its allow-list (modules/news/sanitize.ts); this editor only makes
 * writing the allowed markup easy. Loaded with the editor page alone (routes.tsx, lazily).
 */
export default function RichTextEditor({
  value,
  onChange,
  labelId,
}: {
  value: string;
  onChange: (html: string) => void;
  labelId: string;
}) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        blockquote: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto', 'tel'],
          isAllowedUri: (url, ctx) =>
            /^(https?:|mailto:|tel:)/i.test(url) && ctx.defaultValidate(url),
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox' },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullets: e?.isActive('bulletList') ?? false,
      numbers: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });

  const chain = () => editor.chain().focus();
  const setLink = () => {
    const current = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt(t('newsAdmin.toolbar.linkPrompt'), current ?? 'https://');
    if (href === null) return;
    if (href === '' || href === 'https://') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
  };
  const buttons = [
    { key: 'bold', label: 'B', run: () => chain().toggleBold().run() },
    { key: 'italic', label: 'I', run: () => chain().toggleItalic().run() },
    { key: 'h2', label: 'H2', run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', label: 'H3', run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bullets', label: '•', run: () => chain().toggleBulletList().run() },
    { key: 'numbers', label: '1.', run: () => chain().toggleOrderedList().run() },
    { key: 'link', label: <Icon icon={linkOutline} />, run: setLink },
  ] as const;

  return (
    <div className="news-editor">
      <div
        className="news-editor__toolbar"
        role="toolbar"
        aria-label={t('newsAdmin.toolbar.label')}
      >
        {buttons.map((b) => (
          <button
            key={b.key}
            type="button"
            className={`news-editor__tool news-editor__tool--${b.key}`}
            // A glyph that reads as text (H2, 1.) is part of the name, as WCAG 2.5.3 asks.
            aria-label={
              typeof b.label === 'string' && b.label.length > 1
                ? `${t(`newsAdmin.toolbar.${b.key}`)} (${b.label})`
                : t(`newsAdmin.toolbar.${b.key}`)
            }
            title={t(`newsAdmin.toolbar.${b.key}`)}
            aria-pressed={active?.[b.key] ?? false}
            onMouseDown={(e) => e.preventDefault()}
            onClick={b.run}
          >
            {b.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} className="news-editor__content news-post__content" />
    </div>
  );
}
