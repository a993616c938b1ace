// H5: the components this app takes from Taro, as plain HTML. View and Text are the elements they are,
// a <div> and a <span> with no component instance around each: Taro's View keeps three pieces of state
// and an effect for hover classes this app never uses, and every View on a screen paid for them on a
// slow phone's first render (the home has hundreds). Mini-program-only props (catchMove, userSelect)
// become inert attributes; text can be selected and copied, as a reader of news expects.
// Of the rest, the app's H5 code uses Input (the platform adapters draw everything else themselves) and
// Taro's page wrapper PullDownRefresh: only these are loaded, not the whole library with the styles of
// forty components injected from script at start-up. A component missing here fails the build
// ("export … was not found"), never silently.
// No other imports in this file: Taro's H5 build treats it as the component library and leaves an
// imported binding used in a function unbound.
export { default as Input } from '@tarojs/components-react/dist/components/input/index.js'
export { default as PullDownRefresh } from '@tarojs/components-react/dist/components/pull-down-refresh/index.js'

export const View = 'div'
export const Text = 'span'
