export * from './authConnector.js'
export * from './emailSendGuard.js'
export * from './embeddedLoginMethods.js'
