// Money formatting (USD, en-US, two decimals).
// Written by hand rather than with Intl.NumberFormat so the server (workerd)
// and every browser produce byte-identical text and hydration never mismatches.
import type { Money } from "./types";
import { parseAmount } from "./pricing";

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { USD: "$" };

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** "$1,234.50"; a currency other than USD is written as its code, "CAD 12.00". */
export function formatMoney(amount: Money | string | number, currencyCode?: string): string {
  const code = currencyCode ?? (typeof amount === "object" ? amount.currencyCode : "USD");
  const value = parseAmount(amount);
  // EPSILON nudges binary halves such as 1.005 up, as a shopper would round them.
  const cents = Math.round((Math.abs(value) + Number.EPSILON) * 100);
  const whole = groupThousands(String(Math.floor(cents / 100)));
  const fraction = String(cents % 100).padStart(2, "0");
  const sign = value < 0 && cents > 0 ? "-" : "";
  const symbol = CURRENCY_SYMBOLS[code];
  return symbol ? `${sign}${symbol}${whole}.${fraction}` : `${sign}${code} ${whole}.${fraction}`;
}

/** A threshold as the shop advertises it: "$150" for whole dollars, "$149.50" otherwise. */
export function formatWholeDollars(amount: number): string {
  const text = formatMoney(amount);
  return text.endsWith(".00") ? text.slice(0, -3) : text;
}
