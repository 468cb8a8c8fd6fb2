import { AddItemButton, ArrayInput, SimpleFormIterator, TextInput } from 'react-admin';

/**
 * A list of names (reports, buttons, a process's workflows and templates), one row each, in
 * order. Rows are `{ value }` in the form; blank rows are dropped by the server.
 */
export function NameListInput({
  source,
  label,
  itemLabel,
}: {
  source: string;
  label: string;
  itemLabel: string;
}) {
  return (
    <ArrayInput source={source} label={label}>
      <SimpleFormIterator
        inline
        disableClear
        addButton={<AddItemButton label={`Add ${itemLabel.toLowerCase()}`} />}
        sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 'none' } }}
      >
        <TextInput source="value" label={itemLabel} helperText={false} sx={{ minWidth: { sm: 320 } }} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
