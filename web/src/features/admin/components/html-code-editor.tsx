// The HTML code editor (CodeMirror 6 with HTML syntax highlighting). Loaded with import() by the
// section screens only, so no learner page ever downloads it. Keys are CodeMirror's own: its
// history (Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z or Ctrl+Y redo) and default keymap (arrows, Home/End,
// Page Up/Down, Ctrl+Home/End through the whole text, selection, line moves). Neither binds Tab, so
// Tab leaves the editor and keyboard users are never trapped; Escape only collapses a selection
// first, then reaches the page.
import { useEffect, useRef, type MutableRefObject } from 'react';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { html } from '@codemirror/lang-html';
import { HighlightStyle, bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { tags } from '@lezer/highlight';
import { Compartment, EditorState, Transaction } from '@codemirror/state';
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
  // The text the editor starts with; later values from outside are applied by the effect below.
  const initialValue = useRef(value);
  // The accessible name and description, reconfigured when they change (the editor itself is kept).
  const ariaAttributes = useRef(new Compartment());

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initialValue.current,
        extensions: [
          lineNumbers(),
          drawSelection(),
          highlightActiveLine(),
          indentOnInput(),
          bracketMatching(),
          syntaxHighlighting(readableHighlight),
          html(),
          EditorView.lineWrapping,
          history(),
          keymap.of([...historyKeymap, ...defaultKeymap]),
          EditorView.contentAttributes.of({ tabindex: '0', 'aria-multiline': 'true' }),
          ariaAttributes.current.of([]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    view.current?.dispatch({
      effects: ariaAttributes.current.reconfigure(
        EditorView.contentAttributes.of({
          'aria-labelledby': labelledBy,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        }),
      ),
    });
  }, [labelledBy, describedBy]);

  useEffect(() => {
    if (!control) return undefined;
    control.current = {
      insert: (text) => {
        const editor = view.current;
        if (!editor) return;
        editor.dispatch(editor.state.replaceSelection(text));
        editor.focus();
      },
    };
    return () => {
      control.current = null;
    };
  }, [control]);

  // A value from outside (e.g. the HTML the server stored) replaces the text when it differs.
  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    // Not an edit of the admin's: undo must not bring back what was there before it arrived.
    editor.dispatch({
      changes: { from: 0, to: editor.state.doc.length, insert: value },
      annotations: Transaction.addToHistory.of(false),
    });
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
