import type { PageModel, PostSummary } from "../../shared/index.ts";

/**
 * Returns the page model without its content trees and its sidebar view: the browser reads the content from the HTML
 * itself, and narrows the sidebar's whole tree (one cached file for every page) to the same view.
 */
export function toClientModel(model: PageModel): PageModel {
  const strip = (post: PostSummary): PostSummary => ({ ...post, summary: { type: "root", children: [] } });
  return {
    ...model,
    content: undefined,
    doc: model.doc && { ...model.doc, sidebar: [] },
    blogList: model.blogList && { ...model.blogList, posts: model.blogList.posts.map(strip) },
    post: model.post && (strip(model.post) as PageModel["post"]),
  };
}
