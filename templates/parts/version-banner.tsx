import type { VersionBanner as Banner } from "../../src/shared/page-model.ts";

/**
 * The notice above a doc of a version that is not the last, worded as Docusaurus' DocVersionBanner: unreleased or no
 * longer maintained, with a link to the same doc in the last version (else its main doc).
 */
export function VersionBanner({ banner, siteTitle }: { banner: Banner; siteTitle: string }) {
  return (
    <div className="version-banner" role="note">
      <p>
        {banner.kind === "unreleased" ? (
          <>
            This is unreleased documentation for {siteTitle} <b>{banner.label}</b> version.
          </>
        ) : (
          <>
            This is documentation for {siteTitle} <b>{banner.label}</b>, which is no longer actively maintained.
          </>
        )}
      </p>
      <p>
        For up-to-date documentation, see the{" "}
        <b>
          <a href={banner.href}>latest version</a>
        </b>{" "}
        ({banner.latestLabel}).
      </p>
    </div>
  );
}
