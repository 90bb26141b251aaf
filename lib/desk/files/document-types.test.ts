import assert from 'node:assert/strict';
import { test } from 'node:test';
import { codeInWords, documentTypeName, guessDocumentType, PAYER_DOCUMENT_TYPES } from './document-types';
import { rejectionInWords } from './rejection';

test('a file name that names its document gives that type', () => {
  const cases: [string, string][] = [
    ['certificate-of-incorporation.pdf', 'CR_CERT'],
    ['Certificate of Incorporation - Harbour Trading.PDF', 'CR_CERT'],
    ['CertificateOfIncorporation.pdf', 'CR_CERT'],
    ['passport.jpg', 'PASSPORT'],
    ['ada_lovelace_passport_2024.jpeg', 'PASSPORT'],
    ['business-registration.pdf', 'BR_CERT'],
    ['ACRA_bizfile_2025.pdf', 'BR_CERT'],
    ['certificate_of_registration.pdf', 'BR_CERT'],
    ['bank-statement-march.pdf', 'BANK_STATEMENT'],
    ['proof_of_address.png', 'PROOF_OF_ADDRESS'],
    ['utility bill.pdf', 'PROOF_OF_ADDRESS'],
    ['national-id-front.jpg', 'NATIONAL_ID'],
    ['NRIC.png', 'NATIONAL_ID'],
    ['driving_licence.jpg', 'DRIVING_LICENSE'],
    ['residence-permit.pdf', 'RESIDENCE_PERMIT'],
    ['articles-of-association.pdf', 'ARTICLES'],
    ['register-of-shareholders.pdf', 'SHAREHOLDER_REGISTER'],
    ['invoice-0042.pdf', 'INVOICE'],
  ];
  for (const [name, type] of cases) assert.equal(guessDocumentType(name), type, name);
});

test('a name that says nothing clear gives no type: never a passport for everything', () => {
  for (const name of ['scan0001.pdf', 'document.pdf', 'IMG_2024.jpg', 'support.png', 'passportal.pdf', 'appendix.pdf'])
    assert.equal(guessDocumentType(name), undefined, name);
});

test('only a type the list offers is guessed', () => {
  const identityOnly = PAYER_DOCUMENT_TYPES.filter((t) => t.value === 'PASSPORT');
  assert.equal(guessDocumentType('certificate-of-incorporation.pdf', identityOnly), undefined);
  assert.equal(guessDocumentType('passport.pdf', identityOnly), 'PASSPORT');
});

test('document types and unknown codes read as words', () => {
  assert.equal(documentTypeName('CR_CERT'), 'Certificate of incorporation');
  assert.equal(documentTypeName('TAX_RETURN'), 'Tax return');
  assert.equal(codeInWords('BUSINESS_REG'), 'Business reg');
});

test("the service's rejection reasons in words, anything else as it came", () => {
  assert.equal(
    rejectionInWords('Rejected by the sandbox: the file name contains "reject"'),
    'the file name contains "reject", which the test service always rejects',
  );
  assert.equal(
    rejectionInWords('The content is not a PDF document (it does not start with %PDF)'),
    'the file is not a real PDF document (it may be damaged or renamed)',
  );
  assert.equal(rejectionInWords('Rejected: Image too blurry to read.'), 'image too blurry to read');
  assert.equal(rejectionInWords('KYC document expired'), 'KYC document expired');
  assert.equal(rejectionInWords(null), 'no reason was given');
});
