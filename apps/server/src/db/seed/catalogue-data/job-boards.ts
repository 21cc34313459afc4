/**
 * Job boards an offer can be multiposted to (spec 2 section 3.1, multiposting codes 00001 to 00007).
 * Compiled for Terna from the spec's list (names, codes, computrabajo inactive); the addresses are
 * each board's public home page.
 */
export interface JobBoardSeed {
  id: string;
  name: string;
  webPage: string;
  active: boolean;
  /** The countries the board publishes in, with each country's site. */
  externalSiteInfoList: { countryCode: string; url: string }[];
}

export const JOB_BOARDS: JobBoardSeed[] = [
  {
    id: '00001',
    name: 'Multitrabajos',
    webPage: 'https://www.multitrabajos.com',
    active: true,
    externalSiteInfoList: [{ countryCode: 'EC', url: 'https://www.multitrabajos.com' }],
  },
  {
    id: '00002',
    name: 'OCC Mundial',
    webPage: 'https://www.occ.com.mx',
    active: true,
    externalSiteInfoList: [{ countryCode: 'MX', url: 'https://www.occ.com.mx' }],
  },
  {
    id: '00003',
    name: 'Computrabajo',
    webPage: 'https://www.computrabajo.com',
    active: false,
    externalSiteInfoList: [
      { countryCode: 'CO', url: 'https://co.computrabajo.com' },
      { countryCode: 'MX', url: 'https://mx.computrabajo.com' },
      { countryCode: 'PE', url: 'https://pe.computrabajo.com' },
    ],
  },
  {
    id: '00004',
    name: 'Proveedor externo',
    // The spec names no provider: the company's own integration publishes there, with no public site.
    webPage: '',
    active: true,
    externalSiteInfoList: [],
  },
  {
    id: '00005',
    name: 'Konzerta',
    webPage: 'https://www.konzerta.com',
    active: true,
    externalSiteInfoList: [{ countryCode: 'PA', url: 'https://www.konzerta.com' }],
  },
  {
    id: '00006',
    name: 'Trabajopolis',
    webPage: 'https://www.trabajopolis.bo',
    active: true,
    externalSiteInfoList: [{ countryCode: 'BO', url: 'https://www.trabajopolis.bo' }],
  },
  {
    id: '00007',
    name: 'Tecoloco Guatemala',
    webPage: 'https://www.tecoloco.com.gt',
    active: true,
    externalSiteInfoList: [{ countryCode: 'GT', url: 'https://www.tecoloco.com.gt' }],
  },
];
