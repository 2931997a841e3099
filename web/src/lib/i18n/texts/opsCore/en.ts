// The operations console's shell and Admin pages (/ops): sign-in, navigation, audit log, partner
// enquiries, onboarding with KYC, shops waiting to go live.
const opsCore = {
  opsCore: {
    appName: "Galli operations",
    skipToContent: "Skip to content",
    loading: "Loading…",
    sessionEnded: "Your session has ended. Please sign in again.",
    notFound: "This page does not exist.",
    roles: { admin: "Admin", reviewer: "Catalogue reviewer", support: "Support" },
    forbidden: {
      title: "Not allowed",
      body: "Your role does not open this page. Ask an Admin if you need it.",
      home: "Back to the console",
    },
    signIn: {
      title: "Sign in to Galli operations",
      lead: "For Galli's own staff. Shops sign in at /merchant, customers on the Galli app.",
      mobile: "Mobile number",
      password: "Password",
      submit: "Sign in",
      mobileInvalid: "Enter a 10-digit mobile number.",
      passwordMissing: "Enter your password.",
    },
    header: { signedInAs: "Signed in as {{name}} ({{role}})", signOut: "Sign out" },
    nav: {
      label: "Operations console",
      home: "Home",
      audit: "Audit log",
      enquiries: "Enquiries",
      shops: "Shops waiting",
    },
    home: {
      title: "Hello, {{name}}",
      lead: "Pick a task from the menu. You see the pages your role opens.",
    },
    audit: {
      title: "Audit log",
      lead: "Every action taken in the operations console, newest first.",
      empty: "Nothing has been done yet.",
      action: "Action",
      entity: "Entity",
      any: "Any",
      filter: "Filter",
      who: "Who",
      details: "Before and after",
      before: "Before",
      after: "After",
      more: "Show older",
    },
  },
};

export default opsCore;
