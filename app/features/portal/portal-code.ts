/** Limits of the shared portal password, for the forms and the server alike. */
export const PORTAL_CODE_MIN_LENGTH = 8;
export const PORTAL_CODE_MAX_LENGTH = 100;

/** product.md §5: the toasts of the portal password form. */
export const INCORRECT_CODE_MESSAGE = "Incorrect password. Please try again.";
export const WELCOME_MESSAGE = "Welcome to the Client Portal!";
