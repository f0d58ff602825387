export {
  createNameRegistration,
  type NameAvailability,
  type NameRegistration,
  type NameRegistrationState,
  type NameService,
  nameLabel,
} from './createNameRegistration.js'
