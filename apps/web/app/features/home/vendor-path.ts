/** The vendor page of spec 1 §2 ("locality-vendor-id"). */
export function vendorPath(lang: string, localityCode: string, vendorId: string): string {
  return `/${lang}/${localityCode}/vendor/${vendorId}`;
}
