import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment } from '@mui/material';
import { SEARCH_DEBOUNCE_MS } from '@terna/domain';
import { useState } from 'react';
import { useDebouncedCallback } from '../hooks/useDebouncedCallback';
import { TextInput } from './TextInput';

interface SearchFieldProps {
  label: string;
  placeholder?: string;
  value: string;
  onCommit: (search: string) => void;
}

/** A list's search box: what is typed is committed 500 ms after the last key (spec 3 section 5). */
export function SearchField({ label, placeholder, value, onCommit }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  const commit = useDebouncedCallback(onCommit, SEARCH_DEBOUNCE_MS);

  // The address changed from outside (clear filters, back button): show its search.
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }

  return (
    <TextInput
      type="search"
      size="small"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        commit(event.target.value);
      }}
      sx={{ flexGrow: 1, minWidth: { xs: '100%', sm: 260 }, maxWidth: { sm: 420 } }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
    />
  );
}
