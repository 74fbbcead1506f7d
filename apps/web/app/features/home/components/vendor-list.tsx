import { useState } from 'react';
import { useParams } from 'react-router';
import { lazyHydrated } from '#app/ui/lazy-hydrated.tsx';
import { mergeById } from '#app/lib/merge-vendors.ts';
import type { CardVendorsPage } from '../vendor-card-texts.ts';
import { VendorCard } from './vendor-card.tsx';

interface VendorListProps {
  first: CardVendorsPage;
  /** The API query of the first page; a new one (filters changed) starts the list over. */
  listKey: string;
  currency: string;
}

/** Nothing to do before the first scroll: its code comes when the page is idle. */
const VendorPager = lazyHydrated(() => import('./vendor-pager.tsx').then((m) => m.VendorPager));

/** The vendor cards, page after page, merged by id (spec 1 §4). */
export function VendorList({ first, listKey, currency }: VendorListProps) {
  const { localityCode = '' } = useParams();
  const [list, setList] = useState({
    key: listKey,
    vendors: first.vendors,
    page: first.page,
    totalPages: first.totalPages,
  });
  if (list.key !== listKey) {
    setList({
      key: listKey,
      vendors: first.vendors,
      page: first.page,
      totalPages: first.totalPages,
    });
  }

  const addPage = (next: CardVendorsPage) =>
    setList((current) =>
      current.key === listKey
        ? {
            key: listKey,
            vendors: mergeById(current.vendors, next.vendors),
            page: next.page,
            totalPages: next.totalPages,
          }
        : current,
    );

  return (
    <>
      <ul data-testid="vendor-list" className="vendor-grid">
        {list.vendors.map((vendor, index) => (
          <li key={vendor.id}>
            <VendorCard
              vendor={vendor}
              localityCode={localityCode}
              currency={currency}
              eager={index < 3}
              priority={index === 0}
            />
          </li>
        ))}
      </ul>
      <VendorPager
        listKey={list.key}
        page={list.page}
        totalPages={list.totalPages}
        currency={currency}
        onPage={addPage}
      />
    </>
  );
}
