import pkg from '../package.json'

/** The product version the client sends in X-Version and the platform answers on GET /version. */
export const APP_VERSION: string = pkg.version
