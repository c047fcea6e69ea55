import type { Language } from '@fre/domain';

export interface NetworkAd {
  id: string;
  title: string;
  imageUrl: string | null;
  link: string;
}

/** Where ads come from besides the house ads: one adapter per external network. */
export interface AdNetwork {
  ads(placement: string, language: Language): Promise<NetworkAd[]>;
}

/**
 * A network answering `GET {url}?placement=…&language=…` with `{ads:[{id,title,imageUrl,link}]}`.
 * Failures and anything not https are dropped: house ads still show.
 */
export function createHttpAdNetwork(url: string, timeoutMs = 2_000): AdNetwork {
  return {
    async ads(placement, language) {
      try {
        const response = await fetch(`${url}?placement=${encodeURIComponent(placement)}&language=${language}`, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) return [];
        const body = (await response.json()) as { ads?: Partial<NetworkAd>[] };
        return (body.ads ?? [])
          .filter((ad) => typeof ad.id === 'string' && typeof ad.title === 'string' && typeof ad.link === 'string' && ad.link.startsWith('https://'))
          .filter((ad) => ad.imageUrl == null || (typeof ad.imageUrl === 'string' && ad.imageUrl.startsWith('https://')))
          .slice(0, 3)
          .map((ad) => ({ id: `net:${ad.id}`, title: ad.title!, imageUrl: ad.imageUrl ?? null, link: ad.link! }));
      } catch {
        return [];
      }
    },
  };
}
