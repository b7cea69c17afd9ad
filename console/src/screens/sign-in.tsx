// Sign-in with an operator token: the service answers with the session cookie; account tokens are refused.
import { useState } from "preact/hooks";
import { post, type SignedIn } from "../api.js";
import { ActionForm, Field, Heading } from "../ui.js";

export function SignIn({ reason, onSignedIn }: { reason: string | undefined; onSignedIn: (answer: SignedIn) => void }) {
  const [token, setToken] = useState("");
  // Why the console came here is news only until the operator tries again: then the form's own answer speaks.
  const [tried, setTried] = useState(false);
  return (
    <main class="sign-in" id="main">
      <Heading>Sign in to the pod-orders console</Heading>
      {reason && !tried && (
        <p class="notice" role="status">
          {reason}
        </p>
      )}
      <p>Paste your operator token (your own, issued on the Operators screen; or the one printed at first start, POD_ADMIN_TOKEN, or one made with <code>pod-orders tokens create --operator</code>, which are the operator admin's). Account tokens cannot sign in.</p>
      <ActionForm
        label="Sign in"
        busyLabel="Signing in"
        action={() => {
          setTried(true);
          return post<SignedIn>("/console/session", { token: token.trim() });
        }}
        done={onSignedIn}
      >
        <Field label="Operator token" type="password" autoComplete="current-password" required value={token} onValue={setToken} hint="The session lasts 12 hours." />
      </ActionForm>
    </main>
  );
}
