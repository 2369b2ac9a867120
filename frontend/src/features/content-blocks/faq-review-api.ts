import { useQuery } from '@tanstack/react-query';
import { SITE_PAGES } from '#domain/site/site-pages.ts';
import { contentStaffRoutes } from '#contracts/routes/content-staff.ts';
import { api } from '../../lib/api.ts';
import type { FaqEntry } from '../../site/content/types.ts';
import { loadPage } from '../../site/pages.tsx';

/** The tallies, fetched again on every visit: votes arrive all the time. */
export const useFaqTallies = () =>
  useQuery({
    queryKey: ['faq-review', 'tallies'],
    queryFn: ({ signal }) => api(contentStaffRoutes.getAdminFaqReview, { signal }),
    staleTime: 0,
  });

/** Every page's questions as the site shows them (the same modules the pages and their FAQPage data come from). */
export const useSiteFaqs = () =>
  useQuery({
    queryKey: ['faq-review', 'site-faqs'],
    queryFn: async (): Promise<{ page: string; title: string; faqs: readonly FaqEntry[] }[]> => {
      const pages = await Promise.all(SITE_PAGES.map(async (page) => ({ page: page.path, title: page.title, faqs: (await loadPage(page.path)).faqs })));
      return pages.filter((page) => page.faqs.length > 0);
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
