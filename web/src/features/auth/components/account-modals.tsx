import { LoginModal } from "./login-modal";
import { SignUpModal } from "./sign-up-modal";

/** The login and sign-up modals, mounted once by the main layout; ui.modal says which is open. */
export function AccountModals() {
  return (
    <>
      <LoginModal />
      <SignUpModal />
    </>
  );
}
