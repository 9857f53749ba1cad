import type { ExamKind } from './topics.ts';

/**
 * The bank's blueprint: for each exam topic, the areas a candidate is tested on (from the LSO
 * competency lists and what the question-writing issues must cover). Every question carries one
 * blueprint code, `<topic prefix>.<area number>` (BAR-CIV.05 is service in civil litigation), so
 * coverage can be counted and a set drawn across areas rather than from whatever was written
 * last. The topic prefix is the one question ids use.
 */
export interface BlueprintTopic {
  exam: ExamKind;
  topic: string;
  /** The question id and blueprint prefix: BAR-CIV, SOL-RE... */
  prefix: string;
  areas: Record<string, string>;
}

const areas = (...names: string[]) => Object.fromEntries(names.map((name, index) => [String(index + 1).padStart(2, '0'), name]));

export const BLUEPRINT: readonly BlueprintTopic[] = [
  {
    exam: 'barrister',
    topic: 'Ethics and Professional Responsibility',
    prefix: 'BAR-ETH',
    areas: areas(
      'Competence and quality of service',
      'Candour to the tribunal',
      'Conflicts: current, former and joint clients',
      'Confidentiality and its exceptions',
      'Privilege',
      'Withdrawal',
      'Fees and contingency fees',
      'Trust accounting for litigators',
      'Civility and communications with represented and unrepresented persons',
      "The prosecutor's and defence counsel's duties",
      'Witnesses, including the lawyer as witness',
      'Undertakings',
      'Duties to the Law Society',
      'Practice management',
    ),
  },
  {
    exam: 'barrister',
    topic: 'Public Law',
    prefix: 'BAR-PUB',
    areas: areas(
      'Charter: s. 1 and fundamental freedoms (s. 2)',
      'Charter: s. 7',
      'Charter: ss. 8-10',
      'Charter: s. 11(b) and Jordan',
      'Charter: s. 12',
      'Charter: s. 15',
      'Charter remedies (s. 24, s. 52)',
      'Division of powers',
      'Section 35 and the duty to consult',
      'Judicial review and the standard of review (Vavilov)',
      'Procedural fairness and bias',
      'The JRPA and the Statutory Powers Procedure Act',
      'Tribunals',
      'Crown liability',
      'Human rights procedure',
      'Standing and constitutional litigation procedure',
    ),
  },
  {
    exam: 'barrister',
    topic: 'Criminal Law',
    prefix: 'BAR-CRIM',
    areas: areas(
      'Elements of offences',
      'Defences',
      'Mental disorder and intoxication',
      'Bail',
      'Elections and modes of trial',
      'Preliminary inquiries',
      'Disclosure (Stinchcombe)',
      'Detention, search and exclusion of evidence (ss. 8-10, 24(2))',
      'Confessions (Oickle)',
      'Hearsay',
      'Third-party records',
      'Impaired driving',
      'Sentencing and conditional sentences',
      'Youth justice',
      'Appeals',
      'Trial procedure and juries',
    ),
  },
  {
    exam: 'barrister',
    topic: 'Family Law',
    prefix: 'BAR-FAM',
    areas: areas(
      'Divorce, parenting and the best interests of the child',
      'Child support (Guidelines, income, s. 7 expenses)',
      'Spousal support (the Advisory Guidelines)',
      'Net family property and its calculation',
      'Excluded property and unequal division',
      'The matrimonial home',
      'Domestic contracts and setting them aside',
      'Unmarried spouses',
      'The Family Law Rules',
      'Enforcement (the FRO)',
      'Child protection',
      'Family violence',
      'Variation',
      'Limitation periods in family law',
    ),
  },
  {
    exam: 'barrister',
    topic: 'Civil Litigation',
    prefix: 'BAR-CIV',
    areas: areas(
      'Jurisdiction and forum',
      'Limitation periods',
      'Parties and joinder',
      'Pleadings and default',
      'Service',
      'Third-party claims',
      'Discovery',
      'Documents and privilege',
      'Experts',
      'Summary judgment',
      'Motions and injunctions',
      'Simplified procedure',
      'Offers to settle and costs',
      'Security for costs',
      'Dismissal for delay',
      'Pre- and post-judgment interest',
      'Enforcement of judgments',
      'Appeals',
      'Small Claims Court',
      'Mediation and ADR',
    ),
  },
  {
    exam: 'solicitor',
    topic: 'Ethics and Professional Responsibility',
    prefix: 'SOL-ETH',
    areas: areas(
      'Client identification and verification',
      'Trust accounting (By-Law 9)',
      'Conflicts in transactions',
      'Joint retainers',
      'Acting for borrower and lender',
      'Business dealings with clients',
      'Gifts and testamentary instruments',
      'Organisational clients and up-the-ladder reporting',
      'Fraud awareness and the tool of dishonesty',
      'Clients with diminished capacity',
      'Undertakings',
      'Supervision of non-lawyers',
      'Fees',
      'Practice management',
      'Closing a practice',
      'Withdrawal',
    ),
  },
  {
    exam: 'solicitor',
    topic: 'Business Law',
    prefix: 'SOL-BUS',
    areas: areas(
      'Choosing a structure',
      'Incorporation under the OBCA and CBCA',
      'Articles, by-laws and organisation',
      'Shares, classes and dividends',
      'Unanimous shareholder agreements',
      "Directors' and officers' duties and liabilities",
      'The oppression remedy',
      'Fundamental changes and dissent rights',
      'Individuals with significant control',
      'Purchase and sale of a business',
      'Financing and security (PPSA)',
      'Securities exemptions',
      'Tax rollovers',
      'Not-for-profit corporations',
      'Business names and franchises',
      'Shareholder meetings and resolutions',
    ),
  },
  {
    exam: 'solicitor',
    topic: 'Real Estate',
    prefix: 'SOL-RE',
    areas: areas(
      'Agreements of purchase and sale and their conditions',
      'Title searching and registration',
      'Executions and liens',
      'Title insurance',
      'The Planning Act',
      'Closing adjustments',
      'Land transfer tax',
      'Non-resident buyers and sellers',
      'HST on new homes and Tarion',
      'Mortgages and discharge',
      'Condominiums',
      'Residential tenancies on a sale',
      'Commercial leases',
      'Fraud red flags',
      'The matrimonial home on a sale',
    ),
  },
  {
    exam: 'solicitor',
    topic: 'Estate Planning',
    prefix: 'SOL-EST',
    areas: areas(
      'Will planning',
      'Capacity and undue influence',
      'Powers of attorney (the Substitute Decisions Act)',
      "Attorneys' duties",
      'Express trusts and their formation',
      'The prudent-investor rule',
      'Alter-ego and joint-partner trusts',
      'Beneficiary designations and joint property',
      'Tax at death and spousal rollovers',
      'Family property elections',
      "Dependants' support",
    ),
  },
  {
    exam: 'solicitor',
    topic: 'Wills and Estate Administration',
    prefix: 'SOL-WILL',
    areas: areas(
      'Formal validity and holograph wills',
      'Revocation and the 2022 SLRA changes',
      'Court validation',
      'Intestacy',
      'Certificates of appointment and the forms',
      'Estate administration tax',
      'The estate information return',
      'Small estates',
      "The estate trustee's duties and passing of accounts",
      'Claims against the estate',
      'Distribution',
      'Interpreting gifts: lapse and ademption',
      'Will challenges',
    ),
  },
];

export const BLUEPRINT_CODE = /^(BAR|SOL)-[A-Z]{2,5}\.\d{2}$/;

/** The blueprint topic and area a code names, or null. */
export function blueprintArea(code: string): { topic: BlueprintTopic; area: string } | null {
  const [prefix, number] = code.split('.');
  const topic = BLUEPRINT.find((t) => t.prefix === prefix);
  const area = number ? topic?.areas[number] : undefined;
  return topic && area ? { topic, area } : null;
}
