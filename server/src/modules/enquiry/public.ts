// What other modules may use of the partner enquiry: the partner form's lists (the operations
// console's onboarding checks a shop's category against them).
export { shopCategories } from "./categories";
export { indianCities } from "./locations";
