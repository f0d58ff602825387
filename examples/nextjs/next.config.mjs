// No telemetry: the scripts set NEXT_TELEMETRY_DISABLED=1 as well.
/** @type {import('next').NextConfig} */
const config = { reactStrictMode: true }
export default config
