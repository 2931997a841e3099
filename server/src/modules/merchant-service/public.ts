// What other modules may use of the merchant-service lists (the partner enquiry checks its choices).
export { shopCategories } from "./categories";
export { indianCities } from "./locations";
