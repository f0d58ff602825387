// Written by scripts/writeVersion.mjs from package.json (npm run build); do not edit.
export const PACKAGE_VERSION = '0.1.0'
