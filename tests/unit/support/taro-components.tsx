// Adapted from ../shared/reference/jest-taro-components.tsx.
/**
 * Jest stand-in for `@tarojs/components`: every Taro component renders a plain DOM element
 * (View→div, Text→span, Button→button, Input→input, Image→img …) so @testing-library/react
 * can query and fire events. Taro's event shape `{ detail: { value } }` is emulated for form controls.
 */
import * as React from 'react'

const TAGS: Record<string, string> = {
  View: 'div', Text: 'span', Button: 'button', Input: 'input', Textarea: 'textarea', Image: 'img',
  ScrollView: 'div', Swiper: 'div', SwiperItem: 'div', Form: 'form', Label: 'label',
  Navigator: 'a', RichText: 'div', Block: React.Fragment as any, CustomWrapper: React.Fragment as any,
}
const PASS = /^(className|style|id|children|src|placeholder|disabled|type|role|title|key|ref|data-.*|aria-.*|onTouch(Start|Move|End|Cancel))$/

function make(name: string) {
  const tag: any = TAGS[name] || 'div'
  const C = React.forwardRef<any, any>((props, ref) => {
    if (tag === React.Fragment) return <>{props.children}</>
    const out: any = { ref, 'data-taro': name }
    for (const [k, v] of Object.entries(props)) if (PASS.test(k)) out[k] = v
    const { onClick, onTap, onInput, onChange, onConfirm, onFocus, onBlur, onLongPress, value, checked } = props
    if (onClick || onTap) out.onClick = (e: any) => (onClick || onTap)(e)
    if (onLongPress) out.onContextMenu = onLongPress
    const withDetail = (fn?: (e: any) => void) => fn && ((e: any) => fn(Object.assign(e, { detail: { value: e.target.value } })))
    if (tag === 'input' || tag === 'textarea') {
      out.value = value ?? ''
      out.onChange = withDetail(onInput || onChange) || (() => {})
      if (onConfirm) out.onKeyDown = (e: any) => e.key === 'Enter' && withDetail(onConfirm)!(e)
      if (onFocus) out.onFocus = withDetail(onFocus)
      if (onBlur) out.onBlur = withDetail(onBlur)
    } else if (checked !== undefined) {
      out['aria-checked'] = checked
    }
    return React.createElement(tag, out)
  })
  C.displayName = name
  return C
}

const cache: Record<string, any> = {}
module.exports = new Proxy({ __esModule: true }, {
  get: (target: any, name: string | symbol) => {
    if (typeof name !== 'string' || name in target) return target[name]
    return (cache[name] ||= make(name))
  },
})
