import { FilterForm, FilterInputs, FilterSelects } from '@/components/ui/list-controls';
import { AUDIT_AREAS, NO_ACTOR, type AuditFilters as Filters } from '@/lib/desk/audit/queries';

/** Who, what, when (days in the person's zone) and which remittance: a GET form, so a filtered trail is a link to share. */
export function AuditFilters({
  filters,
  actors,
  zone,
}: {
  filters: Filters;
  actors: readonly { id: string; name: string }[];
  /** The person's timezone: the days of From and To are days in it. */
  zone: string;
}) {
  const filtered = Object.keys(filters).length > 0;
  const actorOptions = [
    { value: NO_ACTOR, label: 'No one signed in' },
    ...actors.map((actor) => ({ value: actor.id, label: actor.name })),
  ];
  // An area typed into the address that the list does not name is kept as an option.
  const areaOptions =
    filters.area && !AUDIT_AREAS.some((area) => area.value === filters.area)
      ? [...AUDIT_AREAS, { value: filters.area, label: filters.area }]
      : AUDIT_AREAS;
  return (
    <FilterForm action="/audit" label="Filter the audit trail" filtered={filtered}>
      <FilterSelects
        values={filters}
        selects={[
          { field: 'actor', label: 'Who', emptyOption: 'Anyone', options: actorOptions },
          { field: 'area', label: 'What', emptyOption: 'Any action', options: areaOptions },
        ]}
      />
      <FilterInputs
        values={filters}
        inputs={[
          { field: 'from', type: 'date', label: `From (${zone})`, className: 'w-full sm:w-auto' },
          { field: 'to', type: 'date', label: `To (${zone})`, className: 'w-full sm:w-auto' },
          {
            field: 'remittance',
            type: 'search',
            label: 'Remittance reference',
            maxLength: 100,
            className: 'w-full sm:w-44',
          },
        ]}
      />
    </FilterForm>
  );
}
