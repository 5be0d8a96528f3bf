import { autocompletion, closeBrackets } from "@codemirror/autocomplete";
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { json } from "@codemirror/lang-json";
import { bracketMatching, defaultHighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { lintGutter } from "@codemirror/lint";
import { EditorSelection, EditorState, Prec, type Extension } from "@codemirror/state";
import { EditorView, keymap, lineNumbers } from "@codemirror/view";
import { graphql } from "cm6-graphql";
import type { GraphQLSchema } from "graphql";
import { useEffect, useRef } from "react";

interface CodeEditorProps {
  label: string;
  value: string;
  /** `graphql` gets highlighting, schema-aware completion and inline validation; `json` gets highlighting. */
  language: { schema: GraphQLSchema } | "json";
  /** The selection to open with, focused: where the reader was in the page's form. */
  focus?: { from: number; to: number };
  onChange(value: string): void;
  onRun(): void;
}

/** A CodeMirror 6 editor; the value is owned by the parent, which is told of every change. */
export function CodeEditor({ label, value, language, focus, onChange, onRun }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(undefined);
  const callbacks = useRef({ onChange, onRun });
  callbacks.current = { onChange, onRun };

  useEffect(() => {
    const extensions: Extension[] = [
      lineNumbers(),
      history(),
      bracketMatching(),
      closeBrackets(),
      syntaxHighlighting(defaultHighlightStyle),
      // Run on the next task: text the browser has just put into the DOM reaches the editor state by then.
      Prec.highest(keymap.of([{ key: "Mod-Enter", run: () => (setTimeout(() => callbacks.current.onRun(), 0), true) }])),
      keymap.of([...defaultKeymap, ...historyKeymap]),
      // An explicit tab stop: the scroller of a long line must hold content assistive tools know to be focusable.
      EditorView.contentAttributes.of({ "aria-label": label, tabindex: "0" }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
      }),
      language === "json" ? json() : [graphql(language.schema), autocompletion({ activateOnTyping: true }), lintGutter()],
      EditorView.theme({
        "&": { maxHeight: "28rem", fontSize: "0.85rem" },
        ".cm-scroller": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", minHeight: "6rem" },
        "&.cm-focused": { outline: "2px solid #2557d6" },
      }),
    ];
    // Inside a shadow root CodeMirror's styles go to constructed style sheets (adoptedStyleSheets), which the site's
    // strict CSP allows; in the document itself they would be a <style> element that `style-src 'self'` blocks, and
    // EditorView.cspNonce cannot help a static site, whose header holds no per-response nonce. Positions (tooltips,
    // gutters, completion info) CodeMirror sets through the CSSOM, which the CSP does not govern, so the policy needs
    // no style-src-attr either (test/browser/csp.test.ts types into the editor under it).
    const shadow = host.current!.shadowRoot ?? host.current!.attachShadow({ mode: "open" });
    const selection = focus && EditorSelection.single(Math.min(focus.from, value.length), Math.min(focus.to, value.length));
    view.current = new EditorView({ state: EditorState.create({ doc: value, selection, extensions }), parent: shadow, root: shadow });
    if (focus) view.current.focus();
    return () => view.current?.destroy();
    // The editor is created once; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value) {
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
    }
  }, [value]);

  return <div className="code-editor" ref={host} />;
}
