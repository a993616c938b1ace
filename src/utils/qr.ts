// A QR code's modules for a text (error correction M), drawn by the QrCode component with views so that it
// is the same on both targets (no canvas, no image to fetch).
import qrcode from 'qrcode-generator'

/** QR alphanumeric mode: denser, for codes like the shop's (A–Z, 2–9) */
const ALPHANUMERIC = /^[0-9A-Z $%*+\-./:]+$/

/** rows of modules, true where dark */
export function qrModules(text: string): boolean[][] {
  const qr = qrcode(0, 'M')
  qr.addData(text, ALPHANUMERIC.test(text) ? 'Alphanumeric' : 'Byte')
  qr.make()
  const n = qr.getModuleCount()
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)))
}

/** a row as runs of one colour: [dark, length] (fewer views than one a module) */
export function runsOf(row: boolean[]): [boolean, number][] {
  const runs: [boolean, number][] = []
  for (const dark of row) {
    const last = runs[runs.length - 1]
    if (last && last[0] === dark) last[1]++
    else runs.push([dark, 1])
  }
  return runs
}
