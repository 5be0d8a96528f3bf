// Gives every page a partial as a component, without an import: large sites do this for sections many pages repeat.
import MDXComponents from "@theme-original/MDXComponents";
import Requirements from "@site/docs/_shared/_requirements.mdx";

export default {
  ...MDXComponents,
  Requirements,
};
