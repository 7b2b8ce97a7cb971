import { useQuery } from '@tanstack/react-query';
import { BRAND_KIT_KEY, getBrandKit } from '../settings/api.ts';
import type { PreviewBrand } from './ad-preview.tsx';

/** The Brand Kit the server would render with: colours, logo and fonts, for plans that have one and only once saved (as the render job reads it). */
export function usePreviewBrand(hasBrandKit: boolean): { brand: PreviewBrand | undefined; hasLogo: boolean } {
  const q = useQuery({ queryKey: BRAND_KIT_KEY, queryFn: getBrandKit, enabled: hasBrandKit });
  const kit = hasBrandKit && q.data?.saved !== false ? q.data : undefined;
  if (!kit) return { brand: undefined, hasLogo: false };
  const logo = kit.files.primary_logo ?? kit.files.secondary_logo;
  return {
    brand: {
      primaryColor: kit.primary_color,
      secondaryColor: kit.secondary_color,
      logoUrl: logo?.url,
      headingFontUrl: kit.files.heading_font?.url,
      bodyFontUrl: kit.files.body_font?.url,
    },
    hasLogo: Boolean(logo),
  };
}
