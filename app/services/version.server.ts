/**
 * The product version, read on the server only: importing package.json into a module the
 * browser loads would ship the whole file (dependencies and scripts) to every visitor.
 */
import { APP_VERSION } from '../../contract/version'

export const appVersion = () => APP_VERSION
