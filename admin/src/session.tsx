// Who is signed in to the console and what they may do: /admin/v1/me's roles and departments. The server
// checks every call; this only decides which pages and controls are shown.
import { createContext, useContext } from 'react'

export type Role = 'admin' | 'editor' | 'moderator' | 'merchant'

export interface Me {
  userId: number
  nickname: string
  roles: Role[]
  departments: { id: number; name: string }[]
}

/** an administrator may do everything */
export const can = (me: Me, ...roles: Role[]): boolean => me.roles.includes('admin') || roles.some(r => me.roles.includes(r))

export const SessionContext = createContext<{ me: Me; signOut: () => void } | null>(null)

export function useSession(): { me: Me; signOut: () => void } {
  const s = useContext(SessionContext)
  if (!s) throw new Error('useSession outside the signed-in console')
  return s
}
