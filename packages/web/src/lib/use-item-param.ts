import { useSearchParams } from 'react-router';

/** The item a screen is about: the one in a list read whose id is the page's `?id=`. */
export function useItemParam<T>(items: readonly T[] | undefined, idOf: (item: T) => string) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return { id, item: items?.find((candidate) => idOf(candidate) === id) };
}
