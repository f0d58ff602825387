export * from './authConnector.js'
export * from './emailSendGuard.js'
export * from './embeddedLoginMethods.js'
export * from './pollEmailChange.js'
