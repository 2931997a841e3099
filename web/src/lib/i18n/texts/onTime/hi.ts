import type { Texts } from "../../catalogue";
import type en from "./en";

const hi: Texts<typeof en> = {
  onTime: {
    title: "पहुँचने का समय, पिछले 7 दिन",
    shop_one: "{{name}}: {{count}} डिलीवरी में से {{share}} समय पर, बीच का अंतर {{delay}}",
    shop_other: "{{name}}: {{count}} डिलीवरी में से {{share}} समय पर, बीच का अंतर {{delay}}",
    none: "{{name}}: पिछले 7 दिनों में वादे के समय वाली कोई डिलीवरी नहीं",
    late: "{{minutes}} मिनट देर",
    early: "{{minutes}} मिनट पहले",
    exact: "वादे के मिनट पर",
    note: "समय पर: ऑर्डर करते समय ग्राहक से किए गए वादे के समय पर या उससे पहले पहुँचा।",
  },
};
export default hi;
