// A picture with its caption, as the apps render it and the server's sanitiser keeps it:
// <figure><img src alt><figcaption>…</figcaption></figure>. Without these nodes Tiptap read a figure as a bare
// picture and dropped its caption on the next save (a story ingested from the CMS lost every caption).
import { Node, mergeAttributes } from '@tiptap/core'

export const Figcaption = Node.create({
  name: 'figcaption',
  content: 'inline*',
  marks: 'bold italic',
  defining: true,
  parseHTML: () => [{ tag: 'figcaption' }],
  renderHTML: ({ HTMLAttributes }) => ['figcaption', mergeAttributes(HTMLAttributes), 0],
})

export const Figure = Node.create({
  name: 'figure',
  group: 'block',
  content: 'image figcaption?',
  isolating: true,
  draggable: true,
  parseHTML: () => [{ tag: 'figure' }],
  renderHTML: ({ HTMLAttributes }) => ['figure', mergeAttributes(HTMLAttributes), 0],
})
