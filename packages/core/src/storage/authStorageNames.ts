/** Names of the login data the embedded wallet caches; disconnect removes all of them. */
export const AUTH_STORAGE_NAMES = ['user', 'socialProvider', 'connectedSocialUsername'] as const
