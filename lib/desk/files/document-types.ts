/*
 * The document types the desk offers for a payer's documents (the API takes any code token), their
 * names for people, and a guess of the type from the file's name, so a certificate of incorporation
 * is not filed as a passport because the list happens to start with one. No zod: the upload loads it.
 */

export interface DocumentTypeChoice {
  value: string;
  label: string;
}

/** Payer documents: identity, address and registration papers. */
export const PAYER_DOCUMENT_TYPES: readonly DocumentTypeChoice[] = [
  { value: 'PASSPORT', label: 'Passport' },
  { value: 'NATIONAL_ID', label: 'National ID card' },
  { value: 'DRIVING_LICENSE', label: 'Driving licence' },
  { value: 'RESIDENCE_PERMIT', label: 'Residence permit' },
  { value: 'PROOF_OF_ADDRESS', label: 'Proof of address' },
  { value: 'BR_CERT', label: 'Business registration certificate' },
  { value: 'CR_CERT', label: 'Certificate of incorporation' },
  { value: 'ARTICLES', label: 'Articles of association' },
  { value: 'SHAREHOLDER_REGISTER', label: 'Register of shareholders' },
  { value: 'BANK_STATEMENT', label: 'Bank statement' },
  { value: 'INVOICE', label: 'Invoice' },
  { value: 'CONTRACT', label: 'Contract' },
  { value: 'OTHER', label: 'Other' },
];

/** A document type's name; an unknown code in words ("TAX_RETURN" → "Tax return"). */
export function documentTypeName(code: string, types: readonly DocumentTypeChoice[] = PAYER_DOCUMENT_TYPES): string {
  return types.find((t) => t.value === code)?.label ?? codeInWords(code);
}

/** "TAX_RETURN" → "Tax return": for codes the desk has no name of. */
export function codeInWords(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : code;
}

/*
 * What a file name says, most specific first: each rule is a set of patterns over the name's words
 * (lower case, separators as spaces, the extension dropped). "Certificate of registration" is tried
 * before "certificate" alone, "bank statement" before "statement".
 */
const RULES: readonly { type: string; patterns: readonly RegExp[] }[] = [
  { type: 'CR_CERT', patterns: [/\bcert(ificate)? of incorp(oration)?\b/, /\bincorporation\b/, /\bcoi\b/] },
  {
    type: 'BR_CERT',
    patterns: [
      /\b(business|company) reg(istration)?\b/,
      /\bcert(ificate)? of reg(istration)?\b/,
      /\bregistration cert(ificate)?\b/,
      /\bbr cert\b/,
      /\bbizfile\b/,
      /\bacra\b/,
    ],
  },
  { type: 'ARTICLES', patterns: [/\barticles\b/, /\bmemorandum\b/, /\bconstitution\b/] },
  { type: 'SHAREHOLDER_REGISTER', patterns: [/\bshareholders?\b/, /\bregister of members\b/, /\bubo\b/] },
  { type: 'BANK_STATEMENT', patterns: [/\bbank statement\b/, /\bstatement\b/] },
  {
    type: 'PROOF_OF_ADDRESS',
    patterns: [/\bproof of (address|residence)\b/, /\bpoa\b/, /\butility bill\b/, /\b(electricity|water|gas) bill\b/],
  },
  { type: 'PASSPORT', patterns: [/\bpassport\b/, /\bpp\b/] },
  { type: 'NATIONAL_ID', patterns: [/\bnational id\b/, /\bid card\b/, /\bnric\b/, /\bhkid\b/, /\bidentity card\b/] },
  { type: 'DRIVING_LICENSE', patterns: [/\bdriv(ing|er'?s?) licen[cs]e\b/, /\bdl\b/] },
  { type: 'RESIDENCE_PERMIT', patterns: [/\bresiden(ce|t) permit\b/, /\bwork permit\b/, /\bvisa\b/] },
  { type: 'INVOICE', patterns: [/\binvoice\b/, /\binv\b/] },
  { type: 'CONTRACT', patterns: [/\bcontract\b/, /\bagreement\b/] },
];

/** The file name's words: lower case, without the extension, separators and camelCase split into spaces. */
function wordsOf(fileName: string): string {
  return fileName
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[^a-z0-9']+/g, ' ')
    .trim();
}

/**
 * The document type a file's name points to, among `types` (undefined when it says nothing clear):
 * "certificate-of-incorporation.pdf" → CR_CERT, "passport.jpg" → PASSPORT, "scan0001.pdf" → undefined.
 */
export function guessDocumentType(
  fileName: string,
  types: readonly DocumentTypeChoice[] = PAYER_DOCUMENT_TYPES,
): string | undefined {
  const words = wordsOf(fileName);
  const offered = new Set(types.map((t) => t.value));
  return RULES.find((rule) => offered.has(rule.type) && rule.patterns.some((p) => p.test(words)))?.type;
}
