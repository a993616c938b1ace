// A multi-line text field. Implementations per target: the mini-program's textarea, and on H5 the
// browser's own (Taro's H5 Textarea element would ride in the chunk every page loads first).

export interface TextAreaProps {
  className?: string
  value: string
  placeholder?: string
  maxLength: number
  /** takes the keyboard when it turns true */
  focus?: boolean
  onInput: (value: string) => void
}

export declare function TextArea(props: TextAreaProps): JSX.Element
