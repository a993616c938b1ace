// Mini-program: the image component.
import { Image } from '@tarojs/components'
import type { PictureProps } from './picture'

export function Picture({ lazy, mode = 'scaleToFill', ...rest }: PictureProps) {
  return <Image mode={mode} lazyLoad={lazy} {...rest} />
}
