import { formatDay } from '@/lib/compliance/checks/dates';
import { maskName, seesPersonalData, type Viewer } from '@/lib/desk/mask';
import { countryName } from '@/lib/reference/countries';
import { PARTY_KIND_LABELS, type SavedParty } from './party';

/** A saved party as the composer's picker lists and applies it: its name, one line to tell it apart, its KYC. */
export interface PickableParty {
  id: string;
  kind: SavedParty['kind'];
  name: string;
  /** Kind, country, and until when its ID (a company's registration) is valid. */
  detail: string;
  kyc: Record<string, unknown>;
  creditParty: { key: string; value: string }[] | null;
  idExpiresOn: string | null;
  /**
   * Listed for someone presenting: the name masked, the KYC and credit party withheld, so it cannot
   * be picked (its details would fill the form on the shared screen).
   */
  masked?: true;
}

export function toPickable(party: SavedParty): PickableParty {
  const valid = party.idExpiresOn
    ? `${party.kind === 'business' ? 'registration' : 'ID'} valid through ${formatDay(party.idExpiresOn)}`
    : '';
  const detail = [PARTY_KIND_LABELS[party.kind], party.country ? countryName(party.country) : '', valid]
    .filter(Boolean)
    .join(' · ');
  return {
    id: party.id,
    kind: party.kind,
    name: party.displayName,
    detail,
    kyc: party.kyc,
    creditParty: party.creditParty,
    idExpiresOn: party.idExpiresOn,
  };
}

/**
 * A saved party as this viewer may be offered it: whole (the picker fills the form with it), or
 * for someone presenting its name masked and nothing else personal — no KYC, no credit party.
 */
export function pickableFor(viewer: Viewer): (party: SavedParty) => PickableParty {
  if (seesPersonalData(viewer)) return toPickable;
  return (party) => ({
    ...toPickable(party),
    name: maskName(party.displayName),
    kyc: {},
    creditParty: null,
    masked: true,
  });
}
