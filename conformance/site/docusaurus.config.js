// The conformance fixture: one page or more per construct Folio promises to read as Docusaurus does. Docusaurus
// builds it as it is (`npm run conformance`), Folio imports and builds it, and the facts of both outputs are compared.
import npm2yarn from "@docusaurus/remark-plugin-npm2yarn";

export default {
  title: "Conformance",
  tagline: "Every construct, built twice",
  url: "https://docs.example.com",
  baseUrl: "/",
  onBrokenLinks: "throw",
  // Docusaurus counts only headings and `<Link id>` as anchors; Folio also counts ids on `<a>` and `<span>`, which a
  // browser scrolls to. The links to those would fail this build, so anchors only warn here.
  onBrokenAnchors: "warn",
  onDuplicateRoutes: "warn",
  markdown: { hooks: { onBrokenMarkdownLinks: "throw" } },
  presets: [
    [
      "classic",
      {
        docs: {
          sidebarPath: "./sidebars.js",
          remarkPlugins: [[npm2yarn, { sync: true }]],
          // Docusaurus' own exclusions, and snippets: a snippet is no page, only a partial a page imports.
          exclude: ["**/_*.{js,jsx,ts,tsx,md,mdx}", "**/_*/**", "**/*.snippet.md"],
          // The current docs stay at /docs; 2.0 is at /docs/2.0 and 1.0, with every option of its own, at /docs/legacy.
          lastVersion: "current",
          versions: {
            current: { label: "3.x" },
            "1.0": { label: "1.0 (legacy)", path: "legacy", banner: "unreleased", badge: false, noIndex: true },
          },
        },
        // Two posts a list page: the listed posts make three list pages.
        blog: { postsPerPage: 2 },
        theme: {},
      },
    ],
  ],
  plugins: [
    [
      "@docusaurus/plugin-content-docs",
      {
        // A second docs instance with versions of its own (sdk_versions.json): the current docs are the last version,
        // at /sdk, and 1.0, with a page the current docs no longer have, is at /sdk/1.0.
        id: "sdk",
        path: "sdk",
        routeBasePath: "sdk",
        sidebarPath: "./sidebars-sdk.js",
        lastVersion: "current",
        versions: { current: { label: "2.x", path: "" }, "1.0": { label: "1.x" } },
      },
    ],
  ],
  themeConfig: {
    tableOfContents: { maxHeadingLevel: 4 },
    navbar: {
      title: "Conformance",
      items: [
        { type: "docSidebar", sidebarId: "docs", label: "Docs" },
        // In the current docs and 2.0, not in 1.0: a page of 1.0 links the last version's.
        { type: "doc", docId: "guides/deploy", label: "Deploy" },
        // Links marked active by a path prefix and by a pattern, not by their own page.
        { to: "/docs/guides/setup", label: "Guides", activeBasePath: "docs/guides" },
        { to: "/docs/intro", label: "Writing", activeBaseRegex: "^/docs/(writing|code)/" },
        // A dropdown of a doc item, a path and an address elsewhere.
        {
          label: "More",
          items: [
            { type: "doc", docId: "intro", label: "Introduction" },
            { to: "/blog", label: "Blog" },
            { href: "https://example.com/community", label: "Community" },
          ],
        },
        {
          type: "docsVersionDropdown",
          position: "right",
          // The menu lists two of the three versions, one relabelled, between links of its own.
          versions: { current: { label: "3.x (next)" }, "2.0": {} },
          dropdownItemsBefore: [{ href: "https://example.com/releases", label: "Release notes" }],
          dropdownItemsAfter: [{ to: "/docs/intro", label: "Start here" }],
        },
        // A menu of one version: Docusaurus shows a link to it rather than a dropdown.
        { type: "docsVersionDropdown", docsPluginId: "sdk", position: "right", versions: ["1.0"] },
      ],
    },
    prism: {
      additionalLanguages: ["java"],
      magicComments: [
        { className: "theme-code-block-highlighted-line", line: "highlight-next-line", block: { start: "highlight-start", end: "highlight-end" } },
        { className: "code-block-error-line", line: "error-next-line", block: { start: "error-start", end: "error-end" } },
      ],
    },
  },
};
