import type { ImgHTMLAttributes } from 'react';

type ThemedImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { sources: { light: string; dark: string } };

/**
 * `@theme/ThemedImage`: one image per colour mode, both in the HTML; the stylesheet shows the one
 * of the page's `data-theme` (the light one without JavaScript), as it does for the navbar logo.
 */
export function ThemedImage(props: ThemedImageProps) {
  const { sources, className, alt, ...rest } = props;
  return (
    <>
      {(['light', 'dark'] as const).map((mode) => (
        <img key={mode} {...rest} src={sources[mode]} alt={alt} className={['themed-image', `themed-image-${mode}`, className].filter(Boolean).join(' ')} />
      ))}
    </>
  );
}
