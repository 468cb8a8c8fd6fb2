import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';
import Redo from '@mui/icons-material/Redo';
import Title from '@mui/icons-material/Title';
import Undo from '@mui/icons-material/Undo';
import {
  Box,
  Button,
  Divider,
  IconButton,
  Popover,
  Skeleton,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { RichTextEditorProps } from './RichTextInput.tsx';

/**
 * The rich-text editor of guide and template pages (TipTap): headings, emphasis, lists, quotes
 * and links, the tags the server's sanitiser keeps. Loaded on first use, so the console's first
 * load does not carry it. An empty editor is '' rather than '<p></p>'.
 */
export default function TipTapEditor({
  value,
  onChange,
  onBlur,
  labelId,
  invalid,
  describedBy,
}: RichTextEditorProps) {
  const editor = useEditor({
    // Made when the field mounts, not while it renders. Made during render, TipTap destroys the
    // editor unless the field mounts within a millisecond; a dialog of several editors, rendered
    // in slices as React yields, sometimes took longer, and the field then used the destroyed
    // editor ("Cannot read properties of null (reading 'cached')" in getHTML), which took the
    // editor, and before it the console's page, down.
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
        },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
    onBlur: () => onBlur(),
  });

  // A form reset or a record loaded later replaces what the editor shows.
  useEffect(() => {
    if (!editor) return;
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if (value !== shown) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // The first render, before the editor is made: the same space, so nothing below moves.
  if (!editor) return <Skeleton variant="rounded" height={164} />;

  return (
    <Box
      sx={{
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        '&:focus-within': {
          borderColor: 'primary.main',
          boxShadow: (theme) => `0 0 0 1px ${theme.palette.primary.main}`,
        },
      }}
    >
      <Toolbar editor={editor} />
      <Box
        sx={{
          '& .tiptap': { minHeight: 120, maxHeight: 360, overflowY: 'auto', px: 1.5, py: 1, outline: 'none' },
          '& .tiptap p': { my: 0.75 },
          '& .tiptap h2, & .tiptap h3, & .tiptap h4': { mt: 1.5, mb: 0.75, lineHeight: 1.3 },
          '& .tiptap blockquote': {
            borderLeft: 3,
            borderColor: 'divider',
            pl: 1.5,
            ml: 0,
            color: 'text.secondary',
          },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      heading: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  // One Tab stop for the whole toolbar, the arrow keys between its buttons (WAI-ARIA's toolbar
  // pattern): eleven stops per editor made a module page of four editors 44 presses longer.
  const [current, setCurrent] = useState(0);
  const disabled = [...Array.from({ length: UNDO }, () => false), !state.canUndo, !state.canRedo];
  const stop = disabled[current] ? 0 : current;
  const roving = (index: number) => ({
    tabIndex: index === stop ? 0 : -1,
    onFocus: () => setCurrent(index),
  });
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[(next + buttons.length) % buttons.length]?.focus();
  };
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label="Formatting"
      onKeyDown={onKeyDown}
      sx={{
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        px: 0.5,
        py: 0.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Mark
        {...roving(0)}
        label="Bold"
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
        icon={<FormatBold />}
      />
      <Mark
        {...roving(1)}
        label="Italic"
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
        icon={<FormatItalic />}
      />
      <Mark
        {...roving(2)}
        label="Underline"
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
        icon={<FormatUnderlined />}
      />
      <Divider orientation="vertical" flexItem />
      <Mark
        {...roving(3)}
        label="Heading"
        active={state.heading}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
        icon={<Title />}
      />
      <Mark
        {...roving(4)}
        label="Bulleted list"
        active={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
        icon={<FormatListBulleted />}
      />
      <Mark
        {...roving(5)}
        label="Numbered list"
        active={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
        icon={<FormatListNumbered />}
      />
      <Mark
        {...roving(6)}
        label="Quote"
        active={state.blockquote}
        onClick={() => chain().toggleBlockquote().run()}
        icon={<FormatQuote />}
      />
      <LinkButton editor={editor} active={state.link} {...roving(7)} />
      <Divider orientation="vertical" flexItem />
      <Action
        {...roving(UNDO)}
        label="Undo"
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
        icon={<Undo />}
      />
      <Action
        {...roving(UNDO + 1)}
        label="Redo"
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
        icon={<Redo />}
      />
    </Stack>
  );
}

/** Where a toolbar button is in the toolbar's one Tab stop (see Toolbar). */
type Roving = { tabIndex: number; onFocus: () => void };

/** The toolbar's buttons in order: Undo and Redo, last, are the ones that can be disabled. */
const UNDO = 9;

/** A formatting toggle: its name is read out, its state is aria-pressed. */
function Mark({
  label,
  active,
  onClick,
  icon,
  ...roving
}: {
  label: string;
  active: boolean;
  onClick: () => void;
  icon: ReactNode;
} & Roving) {
  return (
    <Tooltip title={label}>
      <IconButton
        {...roving}
        size="small"
        aria-label={label}
        aria-pressed={active}
        onClick={onClick}
        color={active ? 'primary' : 'default'}
        sx={active ? { bgcolor: 'action.selected' } : undefined}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}

function Action({
  label,
  disabled,
  onClick,
  icon,
  ...roving
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  icon: ReactNode;
} & Roving) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton {...roving} size="small" aria-label={label} disabled={disabled} onClick={onClick}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** Adds, changes or removes the link on the selected text. */
function LinkButton({ editor, active, ...roving }: { editor: Editor; active: boolean } & Roving) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [href, setHref] = useState('');
  const close = () => {
    setAnchor(null);
    editor.commands.focus();
  };
  const apply = () => {
    const url = href.trim();
    if (url === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    setAnchor(null);
  };
  return (
    <>
      <Mark
        {...roving}
        label="Link"
        active={active}
        icon={<InsertLink />}
        onClick={() => {
          setHref((editor.getAttributes('link').href as string | undefined) ?? '');
          setAnchor(editor.view.dom);
        }}
      />
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
      >
        <Box
          component="form"
          sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center' }}
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <TextField
            size="small"
            label="Link URL"
            value={href}
            onChange={(event) => setHref(event.target.value)}
            autoFocus
          />
          <Button type="submit" variant="contained" size="small">
            {href.trim() === '' ? 'Remove' : 'Apply'}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
