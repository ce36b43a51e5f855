import './item-image.css';

/**
 * A thing's picture, shipped with the app under public/ (the contract's Image, 'items/bike.svg'),
 * served from the app's base URL. `alt` is '' where the title is printed beside it.
 */
export function ItemImage({
  image,
  alt,
  size = 72,
}: {
  image: string;
  alt: string;
  size?: number;
}) {
  return (
    <img
      className="item-image"
      src={`${import.meta.env.BASE_URL}${image.replace(/^\/+/, '')}`}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
