import { useQuery } from '@tanstack/react-query';

export interface Faq {
  ID: string;
  Name: string;
  /** Simple markup: p, strong, em, br, ul, li. */
  Content: string;
}

/** GET /faqs.json: a plain JSON array (not an envelope), public, so no token. */
async function getFaqs(): Promise<Faq[]> {
  const response = await fetch('/faqs.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error('We could not load the questions. Please try again.');
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error('We could not load the questions. Please try again.');
  return body as Faq[];
}

export const useFaqs = (enabled: boolean) =>
  useQuery({ queryKey: ['faqs'], queryFn: getFaqs, enabled, staleTime: Infinity });
