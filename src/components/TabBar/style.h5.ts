// H5: the tab bar's styles come with the first stylesheet (src/platform/first-paint.h5.scss draws the
// server's first screen with them), so the page chunks do not carry copies of them and their icons.
export {}
