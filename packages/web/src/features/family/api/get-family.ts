import { useQuery } from '@tanstack/react-query';
import type { Family } from '@mc/contract';
import { apiGet } from '../../../lib/api-client';

export const familyKey = ['family'] as const;

/** GET /api/m/family (token): the family's surname, members and how many games they have. */
export const getFamily = () => apiGet<Family>('/api/m/family');

export function useFamily(enabled = true) {
  return useQuery({ queryKey: familyKey, queryFn: getFamily, enabled });
}
