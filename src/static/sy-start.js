/* H5: starts the app once the server's first screen is on the glass. The page's own scripts are listed
   in #sy-scripts instead of being loaded from the head (server/src/routes/h5.ts): on a slow network
   the stylesheet and the first screen's main picture get the line first, and the app's work starts
   after the reader already sees the page. Without a first screen the server keeps the usual tags. */
(function () {
  /** the longest the app waits for the first screen's main picture */
  var PICTURE_WAIT_MS = 3000
  var started = false
  function start() {
    if (started) return
    started = true
    var list = document.getElementById('sy-scripts')
    var scripts = list ? JSON.parse(list.textContent || '[]') : []
    for (var i = 0; i < scripts.length; i++) {
      var s = document.createElement('script')
      s.src = scripts[i]
      // in order, like the deferred tags they replace
      s.async = false
      document.head.appendChild(s)
    }
  }
  /** after the main picture (the one the page preloads) has arrived or failed */
  function afterPicture() {
    var link = document.querySelector('link[rel="preload"][as="image"]')
    var href = link && link.href
    var imgs = document.querySelectorAll('#sy-first-paint img')
    var img = null
    for (var i = 0; i < imgs.length && href; i++) if (imgs[i].src === href) img = imgs[i]
    if (!img || img.complete) return setTimeout(start, 0)
    img.addEventListener('load', function () { setTimeout(start, 0) })
    img.addEventListener('error', start)
    setTimeout(start, PICTURE_WAIT_MS)
  }
  /** once the first screen has been shown (its first contentful paint) */
  function afterPaint() {
    // a page opened in the background gets no frames: start at once
    if (document.visibilityState === 'hidden') return start()
    // a first screen not shown (one drawn for visitors, to a reader with a session) paints nothing to wait for
    var screen = document.getElementById('sy-first-paint')
    if (screen && screen.getClientRects().length === 0) return start()
    document.addEventListener('visibilitychange', start)
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes
    if (types && types.indexOf('paint') >= 0) {
      var observer = new PerformanceObserver(function (entries) {
        var list = entries.getEntries()
        for (var i = 0; i < list.length; i++) {
          if (list[i].name !== 'first-contentful-paint') continue
          observer.disconnect()
          return afterPicture()
        }
      })
      observer.observe({ type: 'paint', buffered: true })
    } else {
      // two frames on: the first one has been painted
      requestAnimationFrame(function () { requestAnimationFrame(afterPicture) })
    }
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint)
  else afterPaint()
})()
