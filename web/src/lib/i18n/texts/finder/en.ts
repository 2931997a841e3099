// Search across nearby shops: the results page (/find).
const finder = {
  finder: {
    title: "Search nearby shops",
    resultsFor: "Results for “{{text}}”",
    searching: "Searching the shops near you…",
    failed: "The search failed. Please try again.",
    summary_one: "{{count}} product in {{shops}} shops within {{km}} km",
    summary_other: "{{count}} products in {{shops}} shops within {{km}} km",
    corrected: "(showing results for {{words}})",
    nothing: "No nearby shop sells anything matching “{{text}}”.",
    listLabel: "Products in nearby shops",
  },
};

export default finder;
