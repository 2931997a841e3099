// Ops sign-in: mobile number and password (the consoles' one sign-in page,
// components/console/console-sign-in.tsx). The server's refusals are shown as they come (already in
// the page's language): wrong password, paused sign-in, a suspended account.
import { useState } from "react";
import { ConsoleSignIn, PasswordForm, useSignInStep } from "@/components/console/console-sign-in";
import "@/lib/i18n/texts/opsCore";
import { opsSignIn } from "../session";

export default function SignInPage() {
  const [mobile, setMobile] = useState("");
  const step = useSignInStep();
  return (
    <ConsoleSignIn area="opsCore" id="ops" failure={step.failure}>
      <PasswordForm
        area="opsCore"
        mobile={mobile}
        onMobile={setMobile}
        busy={step.busy}
        onSubmit={(number, password) => void step.run(() => opsSignIn(number, password))}
      />
    </ConsoleSignIn>
  );
}
