// Arrival measured: a shop's on-time share and median delay of the last 7 days (the merchant
// dashboard and the ops console's shops).
const onTime = {
  onTime: {
    title: "Arrivals, last 7 days",
    shop_one: "{{name}}: {{share}} on time of {{count}} delivery, median {{delay}}",
    shop_other: "{{name}}: {{share}} on time of {{count}} deliveries, median {{delay}}",
    none: "{{name}}: no deliveries with a promised time in the last 7 days",
    late: "{{minutes}} min late",
    early: "{{minutes}} min early",
    exact: "on the promised minute",
    note: "On time: delivered at or before the arrival promised to the customer when the order was placed.",
  },
};
export default onTime;
