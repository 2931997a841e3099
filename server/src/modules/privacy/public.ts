// What other modules may use of privacy: the consent records sign-up writes and the offers consent
// that follows the notification settings.
export { recordConsent, offersSettingsChanged, signupOffersSettings } from "./consent";
