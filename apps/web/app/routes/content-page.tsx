import { data } from 'react-router';
import type { Route } from './+types/content-page';
import { getContentPage } from '#app/features/content/api/get-content-page.server.ts';
import { ContentArticle } from '#app/features/content/components/content-article.tsx';
import { isContentSlug, slugTitle } from '#app/features/content/slug-title.ts';
import { FooterContacts } from '#app/frame/footer-contacts.tsx';
import { requireLocale } from '#app/lib/locale.server.ts';
import { pageMeta } from '#app/lib/meta.ts';
import { usePublicInfo } from '#app/lib/root-data.ts';

/**
 * Fixed pages that show a content page: `/support` and the menu's about, courier-info and
 * vendor-info pages (spec 1 §2). Any other slug arrives as `/cms/{slug}`.
 */
const FIXED_PAGES: Readonly<Record<string, string>> = {
  support: 'support',
  about: 'about_us',
  'courier-info': 'courier_info',
  'vendor-info': 'vendor_info',
};

function slugOf(params: { slug?: string }, pathname: string): string | undefined {
  if (params.slug !== undefined) return params.slug;
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  return FIXED_PAGES[last];
}

export async function loader(args: Route.LoaderArgs) {
  const lang = await requireLocale(args);
  const { context, request, params } = args;
  const slug = slugOf(params, new URL(request.url).pathname);
  if (!isContentSlug(slug)) throw data({ reason: 'page' }, { status: 404 });
  const page = await getContentPage(context, request, slug, lang);
  if (!page) throw data({ reason: 'page' }, { status: 404 });
  return { page, withContacts: page.slug === 'support' };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, () => {
    const page = args.loaderData?.page;
    return {
      title: page ? slugTitle(page.slug) : undefined,
      description: page?.body.split(/\n\s*\n/)[0]?.slice(0, 160),
    };
  });

function SupportContacts() {
  const info = usePublicInfo();
  return (
    <div className="mt-8 rounded-3xl border border-line bg-canvas p-6">
      <FooterContacts info={info} />
    </div>
  );
}

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ContentArticle page={loaderData.page}>
      {loaderData.withContacts && <SupportContacts />}
    </ContentArticle>
  );
}
