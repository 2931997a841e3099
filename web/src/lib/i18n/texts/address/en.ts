// The one address form (the profile's New Location / Edit Address, the products page's Save
// Address), and the questions before an address is overwritten or a saved location deleted.
const address = {
  addressForm: {
    title: "Save Address",
    street: "House no, Flat, Street",
    location: "Location",
    zipcode: "Zipcode",
    landmark: "Landmark (optional)",
    type: "Type",
    types: { Home: "Home", Work: "Work", Other: "Other" },
    customType: "Name this address",
    overwriteTitle: "Overwrite address?",
    overwriteQuestion: "You already have an address saved as {{type}}. Do you want to overwrite it?",
    overwrite: "Overwrite",
    deleteTitle: "Delete Location",
    deleteQuestion: "Are you sure you want to delete this location?",
    deleteQuestionFor: "Are you sure you want to delete this location? {{label}}",
  },
};

export default address;
