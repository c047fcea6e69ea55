/**
 * The project's public addresses the landing's footer links to (white paper, official
 * site, chat and channel, social links). Each comes from the environment; an unset one is not shown.
 */
export const PUBLIC_LINKS = ['whitePaper', 'officialSite', 'telegramGroup', 'telegramChannel', 'x', 'facebook', 'youtube'] as const;
export type PublicLink = (typeof PUBLIC_LINKS)[number];
export type PublicLinks = Record<PublicLink, string | null>;

/**
 * The landing is pre-rendered at build time (decision 015), before any address is known: it carries
 * each link with this stand-in address (the .invalid domain never resolves), and the server fills
 * the real ones in, or takes the link out, when it loads the page (fillPublicLinks).
 */
export const publicLinkStandIn = (link: PublicLink): string => `https://public-link.invalid/${link}`;

/** Every link with its stand-in: what the pre-rendered landing is rendered with. */
export const PUBLIC_LINK_STAND_INS = Object.fromEntries(PUBLIC_LINKS.map((link) => [link, publicLinkStandIn(link)])) as Record<PublicLink, string>;

/** Marks a group of public links in the markup: a group left without any link goes too. */
export const PUBLIC_LINK_GROUP_ATTRIBUTE = 'data-public-links';

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The pre-rendered page with the configured addresses in place of the stand-ins; a link without an
 * address is removed, and so is a group (PUBLIC_LINK_GROUP_ATTRIBUTE) that no longer holds a link.
 * Links are plain `<a>` elements without nested anchors, as React renders them.
 */
export function fillPublicLinks(html: string, links: PublicLinks): string {
  let page = html;
  for (const link of PUBLIC_LINKS) {
    const standIn = `href="${publicLinkStandIn(link)}"`;
    const address = links[link];
    page = address
      ? page.replaceAll(standIn, `href="${escapeAttribute(address)}"`)
      : page.replace(new RegExp(`<a [^>]*${escapePattern(standIn)}[^>]*>[\\s\\S]*?</a>`, 'g'), '');
  }
  const group = new RegExp(`<(\\w+) [^>]*${PUBLIC_LINK_GROUP_ATTRIBUTE}[^>]*>([\\s\\S]*?)</\\1>`, 'g');
  return page.replace(group, (whole, _tag: string, inner: string) => (inner.includes('<a ') ? whole : ''));
}
