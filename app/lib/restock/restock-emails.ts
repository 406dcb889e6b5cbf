// The back-in-stock emails. Plain text, like the account emails: every one ends
// with the link that stops alerts to the address.
import type { EmailMessage } from "../email/email-message";

type AlertFacts = { productTitle: string; optionsLabel: string };

const unsubscribeLine = (link: string) =>
  `\n\nDon't want back-in-stock emails from Boho Boutique? Stop them here: ${link}`;

export function confirmAlertEmail(
  to: string,
  alert: AlertFacts,
  confirmLink: string,
  unsubscribeLink: string,
): EmailMessage {
  return {
    to,
    subject: `Confirm your back-in-stock alert: ${alert.productTitle}`,
    text: `Someone asked us to email this address when ${alert.productTitle} (${alert.optionsLabel}) is back in stock.\n\nTurn the alert on here:\n${confirmLink}\n\nIf it wasn't you, ignore this email: no alert is sent without this confirmation.${unsubscribeLine(unsubscribeLink)}`,
  };
}

/** To a guest who asked for an alert that is already on: nothing to do, and the answer on the page said no more. */
export function alertAlreadyOnEmail(to: string, alert: AlertFacts, unsubscribeLink: string): EmailMessage {
  return {
    to,
    subject: `Your back-in-stock alert is already on: ${alert.productTitle}`,
    text: `Someone asked again for an email to this address when ${alert.productTitle} (${alert.optionsLabel}) is back in stock.\n\nThat alert is already on: we'll email you once when it's back, and there is nothing more to do.${unsubscribeLine(unsubscribeLink)}`,
  };
}

export function backInStockEmail(
  to: string,
  alert: AlertFacts,
  productLink: string,
  unsubscribeLink: string,
): EmailMessage {
  return {
    to,
    subject: `Back in stock: ${alert.productTitle}`,
    text: `Good news: ${alert.productTitle} is back in stock in ${alert.optionsLabel}.\n\nSee it here before it sells out again:\n${productLink}\n\nThis was a one-time alert: we won't email you about this size again.${unsubscribeLine(unsubscribeLink)}`,
  };
}
