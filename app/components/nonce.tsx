import { createContext, useContext } from 'react'

/**
 * The per-request CSP nonce, provided by entry.server around the app. In the browser there
 * is no provider (the browser hides nonce values anyway) and scripts are already trusted.
 */
const NonceContext = createContext<string | undefined>(undefined)
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
