// The article body: Tiptap (ProseMirror) with the marks and blocks the apps render (the server's
// sanitiser keeps exactly these: paragraphs, h2/h3, bold, italic, lists, quotes, links, pictures with their
// captions), and pictures uploaded through the site's own upload call, each with a caption to write.
import { useEffect, useRef } from 'react'
import { EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import Image from '@tiptap/extension-image'
import { App, Button, Space, Tooltip } from 'antd'
import type { UploadedImage } from '../../../types/api/upload'
import { problem, upload } from '../api'
import { Figcaption, Figure } from './figure'

/** an upload's address as the article keeps it: the site's own path (the apps make it absolute for each reader) */
export const sitePath = (url: string): string => (url.startsWith(location.origin + '/') ? url.slice(location.origin.length) : url)

/** the body as saved: a caption left unwritten is none (the editor keeps its place to write one) */
const htmlOf = (editor: { getHTML(): string }) => editor.getHTML().replace(/<figcaption><\/figcaption>/g, '')

export function BodyEditor({ value, onChange }: { value?: string; onChange?: (html: string) => void }) {
  const { message } = App.useApp()
  const picker = useRef<HTMLInputElement>(null)
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, horizontalRule: false, strike: false, underline: false }), Image, Figure, Figcaption],
    content: value ?? '',
    editorProps: { attributes: { 'aria-label': '正文', role: 'textbox', 'aria-multiline': 'true', class: 'sy-body-editor' } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : htmlOf(e)),
    immediatelyRender: true,
  })
  // a restored revision or a reloaded story replaces what is shown
  useEffect(() => {
    if (editor && value !== undefined && value !== htmlOf(editor) && !(value === '' && editor.isEmpty)) editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])
  if (!editor) return null

  const insertPicture = async (file: File) => {
    try {
      const made = await upload<UploadedImage>('/v1/upload/image', file)
      // the picture, and its caption under it to write (the cursor waits there)
      editor.chain().focus().insertContent({
        type: 'figure',
        content: [{ type: 'image', attrs: { src: sitePath(made.url), alt: file.name.replace(/\.[^.]+$/, '') } }, { type: 'figcaption' }],
      }).run()
    } catch (err) {
      void message.error(problem(err))
    }
  }
  const button = (label: string, active: boolean, run: () => void) => (
    <Tooltip title={label}>
      <Button size="small" type={active ? 'primary' : 'default'} aria-pressed={active} onClick={run}>{label}</Button>
    </Tooltip>
  )
  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 4 }}>
      <Space wrap size={4} style={{ padding: 6, borderBottom: '1px solid #f0f0f0' }} role="toolbar" aria-label="正文格式">
        {button('加粗', editor.isActive('bold'), () => editor.chain().focus().toggleBold().run())}
        {button('斜体', editor.isActive('italic'), () => editor.chain().focus().toggleItalic().run())}
        {button('小标题', editor.isActive('heading', { level: 2 }), () => editor.chain().focus().toggleHeading({ level: 2 }).run())}
        {button('三级标题', editor.isActive('heading', { level: 3 }), () => editor.chain().focus().toggleHeading({ level: 3 }).run())}
        {button('列表', editor.isActive('bulletList'), () => editor.chain().focus().toggleBulletList().run())}
        {button('编号', editor.isActive('orderedList'), () => editor.chain().focus().toggleOrderedList().run())}
        {button('引用', editor.isActive('blockquote'), () => editor.chain().focus().toggleBlockquote().run())}
        {button('插入图片', false, () => picker.current?.click())}
        <input ref={picker} type="file" accept="image/*" style={{ display: 'none' }} aria-label="选择正文图片" onChange={e => { const f = e.target.files?.[0]; e.target.value = ''; if (f) void insertPicture(f) }} />
      </Space>
      <EditorContent editor={editor} />
    </div>
  )
}
