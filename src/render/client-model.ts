import type { PageModel, PostSummary } from "../transform/index.ts";

/** Returns the page model without its content trees: the browser reads the content from the HTML itself. */
export function toClientModel(model: PageModel): PageModel {
  const strip = (post: PostSummary): PostSummary => ({ ...post, summary: { type: "root", children: [] } });
  return {
    ...model,
    content: undefined,
    blogList: model.blogList && { ...model.blogList, posts: model.blogList.posts.map(strip) },
    post: model.post && strip(model.post) as PageModel["post"],
  };
}
