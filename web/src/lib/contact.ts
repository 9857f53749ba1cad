/** Where candidates reach the team (shown on the contact, terms, privacy and FAQ pages). */
export const SUPPORT_EMAIL = 'support@barprep.example.ca';
export const PRIVACY_EMAIL = 'privacy@barprep.example.ca';
