export * from './authConnector.js'
