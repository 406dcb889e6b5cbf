// The account emails. Plain text first: it reads well everywhere and tests can find the link in it.
import type { EmailMessage } from "./email-message";

export function verificationEmail(to: string, link: string): EmailMessage {
  return {
    to,
    subject: "Confirm your email for Boho Boutique",
    text: `Welcome to Boho Boutique!\n\nConfirm your email address by opening this link and entering the password you chose (valid for 24 hours, once):\n${link}\n\nIf you didn't create an account, you can ignore this email: nothing happens without that password.`,
  };
}

export function passwordResetEmail(to: string, link: string): EmailMessage {
  return {
    to,
    subject: "Reset your Boho Boutique password",
    text: `Someone asked to reset the password for this email.\n\nChoose a new password here (valid for one hour, once):\n${link}\n\nIf it wasn't you, ignore this email; your password stays the same.`,
  };
}

export function existingAccountEmail(to: string, signInLink: string, resetLink: string): EmailMessage {
  return {
    to,
    subject: "You already have a Boho Boutique account",
    text: `Someone tried to create an account with this email, but you already have one.\n\nSign in: ${signInLink}\nForgot your password? ${resetLink}\n\nIf it wasn't you, ignore this email.`,
  };
}

export function passwordChangedEmail(to: string, resetLink: string): EmailMessage {
  return {
    to,
    subject: "Your Boho Boutique password was changed",
    text: `The password for your Boho Boutique account was just changed, and any other password reset links we sent you no longer work.\n\nIf this was you, there is nothing more to do.\nIf it wasn't you, reset your password now: ${resetLink}\nand reply to this email so we can help.`,
  };
}
