// Addresses of the server's own media (weather icons …): the mini-program needs them absolute.
import { hostFor } from '../hosts'

export function mediaUrl(path: string): string {
  return hostFor(path) + path
}
