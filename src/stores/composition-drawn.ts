// Whether the home's 作文 channel has drawn its first screen (its data, or its failure): the server's first
// paint of /home/composition lies over the page until then. Apart from the section's stores, so that the
// home page (the main package) carries a flag rather than the section.
import { observable, runInAction } from 'mobx'

const drawn = observable.box(false)
export const compositionHomeDrawn = (): boolean => drawn.get()
export function markCompositionHomeDrawn(): void {
  if (!drawn.get()) runInAction(() => drawn.set(true))
}
