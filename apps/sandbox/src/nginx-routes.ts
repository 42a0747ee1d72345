import { nginxPageLocations } from './nginx/nginx-page-locations';

// Prints the page `location` blocks for the production nginx config (see README), generated from the route table.
process.stdout.write(`${nginxPageLocations(process.argv[2])}\n`);
