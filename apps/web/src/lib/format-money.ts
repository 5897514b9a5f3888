// Money and card names, apart from the date formatting in format.ts (see there why).

/** Cents to dollars with 2 decimals: 2999 → "$29.99". Currency is always USD. */
export function formatPrice(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** A card brand as providers name it, for people: "VISA" → "Visa", "AMERICAN_EXPRESS" → "American Express". */
export function formatCardBrand(type: string): string {
  return type
    .toLowerCase()
    .replace(/_/g, ' ')
    .replace(/\b\w/g, (c) => c.toUpperCase());
}
