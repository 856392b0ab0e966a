// The HTML code editor (CodeMirror 6 with HTML syntax highlighting). Loaded with import() by the
// section screens only, so no learner page ever downloads it. Tab leaves the editor (keyboard users
// are never trapped); Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z (or Ctrl+Y) undo and redo; arrows, Home/End,
// Page Up/Down and Ctrl+Home/End move the cursor through the whole text (not only the lines on screen).
import { useEffect, useRef, type MutableRefObject } from 'react';
import { html } from '@codemirror/lang-html';
import { HighlightStyle, bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { tags } from '@lezer/highlight';
import { EditorSelection, EditorState, type Extension, type SelectionRange } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';

interface HtmlCodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Id of the element naming the editor. */
  labelledBy: string;
  describedBy?: string;
  /** Lets the screen put text at the cursor (e.g. an asset's <img>). */
  control?: MutableRefObject<EditorControl | null>;
}

export interface EditorControl {
  insert: (text: string) => void;
}

export function HtmlCodeEditor({ value, onChange, labelledBy, describedBy, control }: HtmlCodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          drawSelection(),
          highlightActiveLine(),
          indentOnInput(),
          bracketMatching(),
          syntaxHighlighting(readableHighlight),
          html(),
          EditorView.lineWrapping,
          simpleHistory(),
          navigationKeys(),
          EditorView.contentAttributes.of({ tabindex: '0', 'aria-labelledby': labelledBy, ...(describedBy ? { 'aria-describedby': describedBy } : {}), 'aria-multiline': 'true' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    if (control) {
      control.current = {
        insert: (text) => {
          editor.dispatch(editor.state.replaceSelection(text));
          editor.focus();
        },
      };
    }
    return () => {
      if (control) control.current = null;
      editor.destroy();
      view.current = null;
    };
    // The editor is created once; later values from outside are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A value from outside (e.g. the HTML the server stored) replaces the text when it differs.
  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  return <div ref={host} className="code-editor" />;
}

// Token colours with at least 4.5:1 contrast on white and on the active line (WCAG 1.4.3).
const readableHighlight = HighlightStyle.define([
  { tag: [tags.tagName, tags.angleBracket], color: '#1d4ed8' },
  { tag: tags.attributeName, color: '#7c2d12' },
  { tag: tags.attributeValue, color: '#166534' },
  { tag: [tags.comment, tags.meta], color: '#4b5563', fontStyle: 'italic' },
  { tag: [tags.string, tags.special(tags.string)], color: '#166534' },
  { tag: tags.keyword, color: '#6b21a8' },
  { tag: tags.invalid, color: '#b91c1c' },
]);

/** Cursor keys, with Shift extending the selection (the editor draws only the lines in view, so the browser's own moves stop there). */
function navigationKeys(): Extension {
  const move = (by: (view: EditorView, range: SelectionRange) => SelectionRange) => ({
    run: (view: EditorView) => (view.dispatch({ selection: EditorSelection.create(view.state.selection.ranges.map((range) => EditorSelection.cursor(by(view, range).head))), scrollIntoView: true, userEvent: 'select' }), true),
    shift: (view: EditorView) => (view.dispatch({ selection: EditorSelection.create(view.state.selection.ranges.map((range) => EditorSelection.range(range.anchor, by(view, range).head))), scrollIntoView: true, userEvent: 'select' }), true),
  });
  const page = (view: EditorView) => Math.max(view.scrollDOM.clientHeight * 0.8, 40);
  return keymap.of([
    { key: 'ArrowLeft', ...move((view, range) => view.moveByChar(range, false)) },
    { key: 'ArrowRight', ...move((view, range) => view.moveByChar(range, true)) },
    { key: 'ArrowUp', ...move((view, range) => view.moveVertically(range, false)) },
    { key: 'ArrowDown', ...move((view, range) => view.moveVertically(range, true)) },
    { key: 'Home', ...move((view, range) => view.moveToLineBoundary(range, false)) },
    { key: 'End', ...move((view, range) => view.moveToLineBoundary(range, true)) },
    { key: 'PageUp', ...move((view, range) => view.moveVertically(range, false, page(view))) },
    { key: 'PageDown', ...move((view, range) => view.moveVertically(range, true, page(view))) },
    { key: 'Mod-Home', ...move(() => EditorSelection.cursor(0)) },
    { key: 'Mod-End', ...move((view) => EditorSelection.cursor(view.state.doc.length)) },
    { key: 'Mod-a', run: (view) => (view.dispatch({ selection: EditorSelection.single(0, view.state.doc.length), userEvent: 'select' }), true) },
  ]);
}

/** Undo and redo of whole-text snapshots, typing within 600 ms counted as one step. */
function simpleHistory(): Extension {
  const undo: string[] = [];
  const redo: string[] = [];
  let lastAt = 0;
  let restoring = false;
  const restore = (view: EditorView, from: string[], to: string[]) => {
    const previous = from.pop();
    if (previous === undefined) return false;
    to.push(view.state.doc.toString());
    restoring = true;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: previous }, selection: { anchor: Math.min(view.state.selection.main.head, previous.length) } });
    restoring = false;
    return true;
  };
  return [
    EditorView.updateListener.of((update) => {
      if (!update.docChanged || restoring) return;
      const now = Date.now();
      if (now - lastAt > 600 || undo.length === 0) undo.push(update.startState.doc.toString());
      if (undo.length > 200) undo.shift();
      lastAt = now;
      redo.length = 0;
    }),
    keymap.of([
      { key: 'Mod-z', run: (view) => restore(view, undo, redo) },
      { key: 'Mod-Shift-z', run: (view) => restore(view, redo, undo) },
      { key: 'Mod-y', run: (view) => restore(view, redo, undo) },
    ]),
  ];
}
