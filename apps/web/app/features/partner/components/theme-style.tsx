/** Server-rendered brand colours, so the first paint already looks like the partner's store. */
export function ThemeStyle({ css }: { css: string }) {
  return <style id="partner-theme" dangerouslySetInnerHTML={{ __html: css }} />;
}
