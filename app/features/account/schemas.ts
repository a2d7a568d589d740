import { z } from "zod";

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;

export const EmailSchema = z
  .string({ error: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email("Please enter a valid email address, like name@example.com."));

export const NewPasswordSchema = z
  .string({ error: "Please choose a password." })
  .min(PASSWORD_MIN, `Please use at least ${PASSWORD_MIN} characters. A short sentence is easy to remember.`)
  .max(PASSWORD_MAX, `Please use at most ${PASSWORD_MAX} characters.`);

export const NameSchema = z
  .string({ error: "Please enter your name." })
  .trim()
  .min(1, "Please enter your name.")
  .max(100, "Please use at most 100 characters.");

/** An emailed 6-digit code. Spaces are forgiven: she may type it as the email shows it, "123 456". */
export const EmailedCodeSchema = z
  .string({ error: "Please enter the 6-digit code from the email." })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "Please enter the 6-digit code from the email."));

export const WRONG_CODE =
  "That code is not right, or it has expired. Please check the newest email from us, or ask for a new code.";
