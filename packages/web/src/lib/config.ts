/** The foundation's website, shown on the home and closed pages. Set VITE_FOUNDATION_URL to change it. */
export const FOUNDATION_URL: string =
  import.meta.env.VITE_FOUNDATION_URL ?? 'https://moneysmart.gov.au';
export const FOUNDATION_NAME: string =
  import.meta.env.VITE_FOUNDATION_NAME ?? 'the Money Challenge foundation';
