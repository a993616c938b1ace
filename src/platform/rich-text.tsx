// A block of article HTML (sanitised by the server's allow-list before it was stored). Implementations
// per target: the mini-program's rich-text; on H5 the HTML itself in an element (Taro's H5 RichText is
// a web component, and the server draws a story's first screen with the same element).

export interface RichHtmlProps {
  html: string
}

export declare function RichHtml(props: RichHtmlProps): JSX.Element
