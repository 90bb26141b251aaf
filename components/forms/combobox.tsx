'use client';

import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useMemo, useRef, useState, type Ref } from 'react';
import { inputClasses } from '@/components/ui/field';
import { filterOptions, searchIndexOf, type ComboboxOption } from './option-filter';

export type { ComboboxOption } from './option-filter';

/*
 * A searchable single-select: the WAI-ARIA 1.2 combobox with a listbox popup ("list autocomplete
 * with automatic selection"). Downshift's useCombobox supplies the roles, ids, aria-activedescendant
 * and the keyboard (arrows, Home/End, PageUp/Down, Enter, Escape); this file adds filtering, the
 * blur and Escape rules below, and the desk's look.
 */

export interface ComboboxProps {
  /** The input's id; the `<label htmlFor>` points here. */
  id: string;
  options: readonly ComboboxOption[];
  /** The selected option's value, '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  invalid?: boolean;
  /** Ids of the error/hint texts (aria-describedby). */
  describedBy?: string;
  disabled?: boolean;
  /** Names the control when there is no visible label (it also names the listbox). */
  'aria-label'?: string;
  /** Id of the visible label element. */
  labelId?: string;
  /** The visible label's text: the listbox is named "<text> options" (else by `labelId`). */
  listboxLabel?: string;
  /** Receives the input (react-hook-form focuses it on an error). */
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  /** Rows rendered at most; the rest are reached by typing. */
  maxResults?: number;
  className?: string;
}

const labelOf = (option: ComboboxOption | null) => option?.label ?? '';
const keyOf = (option: ComboboxOption | null) => option?.value;

type State = UseComboboxState<ComboboxOption>;
type Changes = UseComboboxStateChangeOptions<ComboboxOption>;

/** Keys that move the highlight: after one of them, leaving the input takes the highlighted option. */
const NAVIGATION_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * Leaving the input: after moving through the list with the keys, or typing, the highlighted
 * option is taken (downshift's default); text cleared means no value; otherwise (a mouse merely
 * hovering, the list opened and left) the chosen option's label comes back, so the input never
 * shows text that is not the value.
 */
function onBlurChanges(state: State, changes: Partial<State>, navigated: boolean): Partial<State> {
  if (navigated && changes.selectedItem) return changes;
  if (state.inputValue.trim() === '') return { ...changes, selectedItem: null, inputValue: '' };
  const typed = state.inputValue !== labelOf(state.selectedItem);
  if (typed && changes.selectedItem) return changes;
  return { ...changes, selectedItem: state.selectedItem, inputValue: labelOf(state.selectedItem) };
}

export function Combobox({
  id,
  options,
  value,
  onChange,
  onBlur,
  placeholder,
  invalid,
  describedBy,
  disabled,
  'aria-label': ariaLabel,
  labelId,
  listboxLabel,
  inputRef,
  name,
  maxResults = 300,
  className = '',
}: ComboboxProps) {
  const index = useMemo(() => searchIndexOf(options), [options]);
  // What the person typed since the list opened; '' shows every option.
  const [query, setQuery] = useState('');
  // Whether the arrows (etc.) moved the highlight since the list opened; see onBlurChanges.
  const [navigated, setNavigated] = useState(false);
  const items = useMemo(() => filterOptions(index, query, maxResults), [index, query, maxResults]);
  const selectedItem = useMemo(() => options.find((option) => option.value === value) ?? null, [options, value]);
  // The value last chosen here. Downshift may re-announce it as a "controlled prop update" only
  // when the next keystroke lands, which would put the label back over what is being typed.
  const chosenHere = useRef<string | undefined>(undefined);

  const stateReducer = (state: State, { type, changes }: Changes): Partial<State> => {
    switch (type) {
      case useCombobox.stateChangeTypes.InputChange: {
        // Highlight the best match as one types, so Enter or Tab takes it.
        const typed = changes.inputValue ?? '';
        const hasMatch = typed.trim() !== '' && filterOptions(index, typed, 1).length > 0;
        return { ...changes, highlightedIndex: hasMatch ? 0 : -1 };
      }
      case useCombobox.stateChangeTypes.InputKeyDownArrowDown:
        // The highlight typing put on the best match is a suggestion: the first ↓ after typing
        // takes it rather than skipping past it, so "United States" ↓ Enter is the United States.
        if (!navigated && query !== '' && state.isOpen && state.highlightedIndex === 0)
          return { ...changes, highlightedIndex: 0 };
        return changes;
      case useCombobox.stateChangeTypes.InputKeyDownEscape:
        // Open: close and put the chosen label back. Closed: keep the value (downshift would clear it).
        return state.isOpen
          ? { ...changes, inputValue: labelOf(state.selectedItem), selectedItem: state.selectedItem }
          : state;
      case useCombobox.stateChangeTypes.InputBlur:
        return onBlurChanges(state, changes, navigated);
      case useCombobox.stateChangeTypes.ControlledPropUpdatedSelectedItem:
        // Our own choice echoed back keeps the input as it is; a value set from outside shows its label.
        if (chosenHere.current === keyOf(state.selectedItem)) return { ...changes, inputValue: state.inputValue };
        chosenHere.current = undefined;
        return changes;
      default:
        return changes;
    }
  };

  const { isOpen, highlightedIndex, inputValue, getInputProps, getMenuProps, getItemProps } =
    useCombobox<ComboboxOption>({
      items,
      selectedItem,
      itemToString: labelOf,
      itemToKey: keyOf,
      inputId: id,
      labelId,
      menuId: `${id}-listbox`,
      getItemId: (itemIndex) => `${id}-option-${itemIndex}`,
      stateReducer,
      onSelectedItemChange: ({ selectedItem: chosen }) => {
        chosenHere.current = chosen?.value ?? '';
        onChange(chosen?.value ?? '');
      },
      onInputValueChange: ({ type, inputValue: text }) => {
        const typed = type === useCombobox.stateChangeTypes.InputChange;
        setQuery(typed ? text : '');
        // Typing starts over: the arrows have not moved from the best match it highlights.
        if (typed) setNavigated(false);
      },
      onIsOpenChange: ({ isOpen: open }) => {
        setNavigated(false);
        if (!open) setQuery('');
      },
    });

  // "Country options": a name of its own, so that finding the control by its label finds only the input.
  const listboxName = ariaLabel ?? listboxLabel;
  const showDetail = selectedItem?.detail && inputValue === selectedItem.label;
  const noMatches = isOpen && items.length === 0;
  return (
    <div className={`relative ${className}`}>
      <input
        {...getInputProps({
          ref: inputRef,
          onBlur,
          onKeyDown: (event) => {
            if (NAVIGATION_KEYS.has(event.key) && isOpen) setNavigated(true);
          },
          name,
          placeholder,
          disabled,
          'aria-label': ariaLabel,
          // The <label htmlFor> names the input; downshift would point at a label id of its own.
          'aria-labelledby': ariaLabel ? undefined : labelId,
          'aria-invalid': !!invalid,
          'aria-describedby': describedBy,
          spellCheck: false,
          className: `${inputClasses} pr-16`,
        })}
      />
      <span
        aria-hidden
        className="pointer-events-none absolute inset-y-0 right-0 flex items-center gap-1.5 pr-2.5 text-xs text-slate-500"
      >
        {showDetail && <span className="font-mono">{selectedItem.detail}</span>}
        <Chevron />
      </span>
      <ul
        {...getMenuProps({
          'aria-label': listboxName && `${listboxName} options`,
          'aria-labelledby': listboxName ? undefined : labelId,
        })}
        className={
          isOpen && items.length > 0
            ? 'absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg'
            : 'hidden'
        }
      >
        {isOpen &&
          items.map((item, itemIndex) => (
            <li
              key={item.value}
              {...getItemProps({ item, index: itemIndex })}
              className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-1.5 ${itemIndex === highlightedIndex ? 'bg-brand-50 text-brand-900' : 'text-slate-800'} ${item.value === value ? 'font-semibold' : ''}`}
            >
              <span className="truncate">{item.label}</span>
              {/* Its own flex item, so the option reads "Nigeria NG"; slate-600 keeps 4.5:1 on the highlighted row. */}
              {item.detail && <span className="shrink-0 font-mono text-xs text-slate-600">{item.detail}</span>}
            </li>
          ))}
      </ul>
      {noMatches && (
        <p className="absolute z-20 mt-1 w-full rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-500 shadow-lg">
          No matches for “{query.trim()}”
        </p>
      )}
      <span role="status" className="sr-only">
        {isOpen && query.trim() !== ''
          ? items.length === 0
            ? 'No matches'
            : `${items.length} ${items.length === 1 ? 'match' : 'matches'}`
          : ''}
      </span>
    </div>
  );
}

function Chevron() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" className="size-4 text-slate-400">
      <path
        fillRule="evenodd"
        d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
