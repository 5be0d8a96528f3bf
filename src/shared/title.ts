/** Returns the browser title: `PAGE | SITE`, or the site title alone when the page has none or is the home page. */
export function pageTitle(title: string | undefined, siteTitle: string, delimiter: string): string {
  return title && title !== siteTitle ? `${title} ${delimiter} ${siteTitle}` : siteTitle;
}
