/**
 * Money as the documents print it: US dollars with the sign, thousands separators and cents ("$1,200.00").
 * The one formatter for every amount a letter, a draft, an export or a message shows.
 */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatMoney = (amount: number): string => usd.format(amount);

/** The amount in a money answer as typed ("$1,200.50" → 1200.5). */
export const amountOf = (money: string): number => Number(money.replace(/[^\d.]/g, ''));

/** A money answer as a letter prints it: "1200", "1,200" and "$1,200" are all "$1,200.00". */
export const printedMoney = (money: string): string => formatMoney(amountOf(money));
