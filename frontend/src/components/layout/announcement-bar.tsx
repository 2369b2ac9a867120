import { sitePriceTable } from '../../site/site-pricing.ts';
import { builtContentBlock } from '#domain/content/content-block-text.ts';
import { SITE_BLOCKS } from '#domain/content/blocks/site.ts';

/** The site-wide announcement staff set as a content block (decision 032); nothing when it is empty. */
export function AnnouncementBar() {
  const text = builtContentBlock(SITE_BLOCKS.announcement, sitePriceTable);
  if (!text) return null;
  return (
    <div className="announcement-bar" role="region" aria-label="Announcement">
      <p className="announcement-bar__text">
        <span data-content-block="site.announcement">{text}</span>
      </p>
    </div>
  );
}
