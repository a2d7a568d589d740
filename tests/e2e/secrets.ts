/** The secrets the end-to-end server is started with; the leak check greps for every one. */
export const E2E_SECRETS = {
  portalCode: "e2e-portal-code-7431",
  coachEmail: "coach@e2e.example",
  coachPassword: "e2e coach password 9182",
  /** Every member the tests create uses this password. */
  memberPassword: "e2e member password 5520",
  webhookSecret: "whsec_e2e_webhook_secret_4411",
} as const;
