// Taro's H5 navigation bar (@tarojs/router/dist/navigationBar.js: its element, three inline SVGs and its
// styles, ~8 KB of the first load) is never shown in this app: the app draws its own top bar and no page
// sets navigationStyle 'default', Taro's condition for showing it. Without the element, Taro's per-page
// handler (router/navigation-bar.js) still keeps and restores each page's document.title.
export function initNavigationBar() {}
