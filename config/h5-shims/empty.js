// Stands in for a browser polyfill the H5 targets do not need (fetch and AbortController are native in
// every browser of package.json's browserslist).
export {}
