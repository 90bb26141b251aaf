import { inputClasses } from '@/components/ui/field';
import { FilterForm, FilterSelect } from '@/components/ui/list-controls';
import { AUDIT_AREAS, NO_ACTOR, type AuditFilters as Filters } from '@/lib/desk/audit/queries';

function DateInput({ id, name, label, value }: { id: string; name: string; label: string; value?: string }) {
  return (
    <div className="w-full sm:w-auto">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input id={id} name={name} type="date" defaultValue={value} className={`${inputClasses} mt-1`} />
    </div>
  );
}

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
      <FilterSelect
        id="filter-actor"
        name="actor"
        label="Who"
        emptyOption="Anyone"
        options={actorOptions}
        defaultValue={filters.actor ?? ''}
      />
      <FilterSelect
        id="filter-area"
        name="area"
        label="What"
        emptyOption="Any action"
        options={areaOptions}
        defaultValue={filters.area ?? ''}
      />
      <DateInput id="filter-from" name="from" label={`From (${zone})`} value={filters.from} />
      <DateInput id="filter-to" name="to" label={`To (${zone})`} value={filters.to} />
      <div className="w-full sm:w-44">
        <label htmlFor="filter-remittance" className="block text-sm font-medium text-slate-700">
          Remittance reference
        </label>
        <input
          id="filter-remittance"
          name="remittance"
          type="search"
          maxLength={100}
          defaultValue={filters.remittance}
          className={`${inputClasses} mt-1`}
        />
      </div>
    </FilterForm>
  );
}
