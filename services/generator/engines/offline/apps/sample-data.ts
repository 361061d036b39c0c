// Sample records for the working tools (search, filter, sort, tables, charts), shaped to the kind
// of site so a stock dashboard shows tickers and a job board shows jobs.

export interface Dataset {
  /** Column headings; the first column is the record's name. */
  columns: string[];
  /** Index of the column used for the category filter. */
  categoryColumn: number;
  /** Index of the numeric column charted and summed. */
  valueColumn: number;
  rows: (string | number)[][];
}

const DATASETS: Record<string, Dataset> = {
  dashboard: {
    columns: ['Ticker', 'Company', 'Sector', 'Price', 'Change %'],
    categoryColumn: 2,
    valueColumn: 3,
    rows: [
      ['ACME', 'Acme Corp', 'Industrials', 182.4, 1.2],
      ['NOVA', 'Nova Energy', 'Energy', 64.1, -0.8],
      ['BLUE', 'Bluebird Tech', 'Technology', 311.9, 2.4],
      ['MEDI', 'Medica Labs', 'Health', 97.3, 0.3],
      ['FRSH', 'Fresh Foods', 'Consumer', 45.6, -1.5],
      ['ORBT', 'Orbit Systems', 'Technology', 128.8, 3.1],
      ['GRID', 'Gridline Power', 'Energy', 72.5, 0.9],
      ['CARE', 'CarePlus', 'Health', 54.2, -0.4],
    ],
  },
  saas: {
    columns: ['Customer', 'Plan', 'Region', 'MRR', 'Seats'],
    categoryColumn: 1,
    valueColumn: 3,
    rows: [
      ['Brightline', 'Team', 'Europe', 490, 12],
      ['Northwind', 'Business', 'Americas', 1290, 40],
      ['Kestrel', 'Team', 'Asia', 350, 9],
      ['Harbor Co', 'Enterprise', 'Europe', 4200, 150],
      ['Pinecone', 'Business', 'Americas', 980, 28],
      ['Lumen', 'Team', 'Asia', 420, 11],
    ],
  },
  shop: {
    columns: ['Product', 'Category', 'Stock', 'Price', 'Rating'],
    categoryColumn: 1,
    valueColumn: 3,
    rows: [
      ['Linen shirt', 'Clothing', 24, 59, 4.6],
      ['Canvas tote', 'Bags', 80, 25, 4.8],
      ['Ceramic mug', 'Home', 42, 18, 4.7],
      ['Wool beanie', 'Clothing', 15, 29, 4.5],
      ['Leather wallet', 'Bags', 31, 45, 4.4],
      ['Oak serving board', 'Home', 12, 39, 4.9],
      ['Rain jacket', 'Clothing', 9, 129, 4.3],
      ['Scented candle', 'Home', 60, 22, 4.6],
    ],
  },
  'real-estate': {
    columns: ['Listing', 'Type', 'Bedrooms', 'Price', 'Area m²'],
    categoryColumn: 1,
    valueColumn: 3,
    rows: [
      ['Maple Court 4', 'House', 4, 525000, 160],
      ['Harbour View 12B', 'Apartment', 2, 310000, 78],
      ['Old Mill Loft', 'Loft', 1, 245000, 62],
      ['Cedar Lane 9', 'House', 3, 430000, 128],
      ['Riverside 3A', 'Apartment', 3, 365000, 94],
      ['Station Yard 7', 'Loft', 2, 289000, 81],
    ],
  },
  travel: {
    columns: ['Trip', 'Region', 'Nights', 'Price', 'Rating'],
    categoryColumn: 1,
    valueColumn: 3,
    rows: [
      ['Lisbon city break', 'Europe', 3, 420, 4.7],
      ['Kyoto temples', 'Asia', 7, 1890, 4.9],
      ['Patagonia trek', 'South America', 10, 2650, 4.8],
      ['Amalfi coast', 'Europe', 5, 1120, 4.6],
      ['Bali retreat', 'Asia', 8, 1340, 4.5],
      ['Iceland road trip', 'Europe', 6, 1580, 4.8],
    ],
  },
  school: {
    columns: ['Course', 'Level', 'Weeks', 'Price', 'Rating'],
    categoryColumn: 1,
    valueColumn: 3,
    rows: [
      ['Spanish for beginners', 'Beginner', 8, 240, 4.8],
      ['Data analysis with Python', 'Intermediate', 10, 390, 4.7],
      ['Public speaking', 'Beginner', 4, 150, 4.6],
      ['Advanced statistics', 'Advanced', 12, 480, 4.5],
      ['UX design basics', 'Beginner', 6, 280, 4.9],
      ['Machine learning', 'Advanced', 12, 520, 4.7],
    ],
  },
  jobs: {
    columns: ['Role', 'Type', 'Location', 'Salary', 'Applicants'],
    categoryColumn: 1,
    valueColumn: 3,
    rows: [
      ['Frontend developer', 'Full-time', 'Remote', 72000, 34],
      ['Electrician', 'Contract', 'Leeds', 48000, 12],
      ['UX designer', 'Full-time', 'Berlin', 65000, 41],
      ['Plumber', 'Part-time', 'Bristol', 36000, 8],
      ['Data analyst', 'Full-time', 'Madrid', 58000, 27],
      ['Delivery driver', 'Contract', 'Lyon', 31000, 19],
    ],
  },
  forum: {
    columns: ['Thread', 'Topic', 'Replies', 'Votes', 'Author'],
    categoryColumn: 1,
    valueColumn: 3,
    rows: [
      ['Best way to learn TypeScript?', 'Programming', 42, 128, 'mira'],
      ['Share your desk setup', 'Show & tell', 87, 240, 'tomasz'],
      ['Weekly challenge #12', 'Events', 19, 56, 'admin'],
      ['Help: CSS grid overflow', 'Programming', 11, 23, 'kai'],
      ['Favourite books this year', 'Off-topic', 64, 97, 'lena'],
      ['Meetup in Lisbon?', 'Events', 8, 31, 'rui'],
    ],
  },
  news: {
    columns: ['Headline', 'Section', 'Reads', 'Comments', 'Author'],
    categoryColumn: 1,
    valueColumn: 2,
    rows: [
      ['Council approves new cycle lanes', 'Politics', 5400, 86, 'J. Moss'],
      ['Bakery chain opens tenth store', 'Business', 3100, 22, 'A. Reyes'],
      ['Jazz festival returns this summer', 'Culture', 4700, 41, 'K. Byrne'],
      ['Budget: what changes for you', 'Politics', 8900, 132, 'J. Moss'],
      ['Start-up raises seed round', 'Business', 2200, 9, 'P. Chen'],
      ['Review: the new city museum', 'Culture', 3900, 27, 'K. Byrne'],
    ],
  },
  blog: {
    columns: ['Post', 'Category', 'Reads', 'Likes', 'Date'],
    categoryColumn: 1,
    valueColumn: 2,
    rows: [
      ['On starting small', 'Essays', 1200, 88, '2025-03-02'],
      ['Ten books that changed my mind', 'Reading', 3400, 210, '2025-02-14'],
      ['Notes on slow travel', 'Travel', 900, 45, '2025-01-28'],
      ['Why I write by hand', 'Essays', 2100, 132, '2025-01-09'],
      ['A week in Porto', 'Travel', 1600, 97, '2024-12-18'],
      ['Poems for winter', 'Poetry', 700, 61, '2024-12-02'],
    ],
  },
  productivity: {
    columns: ['Task', 'Status', 'Priority', 'Hours', 'Owner'],
    categoryColumn: 1,
    valueColumn: 3,
    rows: [
      ['Write project brief', 'Done', 'High', 3, 'Ana'],
      ['Design homepage', 'In progress', 'High', 8, 'Ben'],
      ['Set up analytics', 'To do', 'Medium', 2, 'Ana'],
      ['Client review', 'To do', 'High', 1, 'Cleo'],
      ['Fix mobile menu', 'In progress', 'Low', 2, 'Ben'],
      ['Draft newsletter', 'Done', 'Medium', 4, 'Cleo'],
    ],
  },
  email: {
    columns: ['Subject', 'Folder', 'From', 'Size KB', 'Date'],
    categoryColumn: 1,
    valueColumn: 3,
    rows: [
      ['Quarterly report', 'Inbox', 'finance@example.com', 240, '2025-03-03'],
      ['Team lunch Friday', 'Inbox', 'maria@example.com', 4, '2025-03-02'],
      ['Your invoice', 'Receipts', 'billing@example.com', 56, '2025-03-01'],
      ['Draft: proposal', 'Drafts', 'me@example.com', 18, '2025-02-27'],
      ['Flight confirmation', 'Travel', 'air@example.com', 32, '2025-02-25'],
      ['Newsletter #42', 'Updates', 'news@example.com', 88, '2025-02-24'],
    ],
  },
  streaming: {
    columns: ['Title', 'Genre', 'Year', 'Minutes', 'Rating'],
    categoryColumn: 1,
    valueColumn: 3,
    rows: [
      ['The Long Night', 'Drama', 2023, 118, 4.5],
      ['Orbiters', 'Sci-fi', 2024, 132, 4.7],
      ['Kitchen Wars', 'Documentary', 2022, 95, 4.2],
      ['Laugh Track', 'Comedy', 2024, 101, 4.0],
      ['Deep Blue', 'Documentary', 2021, 88, 4.8],
      ['Signal Lost', 'Sci-fi', 2023, 124, 4.4],
    ],
  },
  game: {
    columns: ['Player', 'Level', 'Wins', 'Score', 'Streak'],
    categoryColumn: 1,
    valueColumn: 3,
    rows: [
      ['PixelPanda', 'Gold', 42, 9820, 5],
      ['NovaKnight', 'Silver', 31, 7410, 2],
      ['TileTamer', 'Gold', 38, 9105, 7],
      ['Quickfox', 'Bronze', 12, 3220, 1],
      ['Zenith', 'Silver', 27, 6650, 3],
      ['Maplewood', 'Bronze', 9, 2780, 0],
    ],
  },
  event: {
    columns: ['Session', 'Track', 'Seats', 'Minutes', 'Speaker'],
    categoryColumn: 1,
    valueColumn: 2,
    rows: [
      ['Opening keynote', 'Main', 400, 45, 'R. Osei'],
      ['Scaling small teams', 'Leadership', 120, 30, 'M. Chen'],
      ['Accessible by default', 'Design', 90, 30, 'L. Park'],
      ['Postgres at scale', 'Engineering', 150, 40, 'D. Novak'],
      ['Hands-on: testing', 'Engineering', 40, 90, 'S. Lee'],
      ['Closing panel', 'Main', 400, 45, 'Various'],
    ],
  },
};

const GENERIC: Dataset = {
  columns: ['Item', 'Category', 'Quantity', 'Amount', 'Status'],
  categoryColumn: 1,
  valueColumn: 3,
  rows: [
    ['Alpha', 'North', 12, 340, 'Open'],
    ['Bravo', 'South', 8, 210, 'Closed'],
    ['Charlie', 'North', 21, 560, 'Open'],
    ['Delta', 'East', 5, 130, 'Pending'],
    ['Echo', 'South', 17, 420, 'Open'],
    ['Foxtrot', 'East', 9, 275, 'Closed'],
  ],
};

const ALIASES: Record<string, string> = {
  conference: 'event',
  email: 'email',
  nonprofit: 'event',
  hotel: 'travel',
  camp: 'school',
  gym: 'school',
};

export function datasetFor(kindId: string): Dataset {
  return DATASETS[kindId] ?? DATASETS[ALIASES[kindId] ?? ''] ?? GENERIC;
}
