// H5: <img> in a taro-img box (the classes Taro's H5 Image uses, so the components' styles apply and
// the server's first paint draws the same thing), lazy and decoded off the main thread by the browser.
import type { PictureProps } from './picture'
import './picture.h5.scss'

export function Picture({ className, src, mode = 'scaleToFill', lazy, ...rest }: PictureProps) {
  const box = `taro-img${mode === 'widthFix' ? ' taro-img__widthfix' : ''}${className ? ` ${className}` : ''}`
  return (
    <div className={box} {...rest}>
      <img className={`taro-img__mode-${mode.toLowerCase()}`} src={src} alt='' loading={lazy ? 'lazy' : undefined} decoding='async' />
    </div>
  )
}
