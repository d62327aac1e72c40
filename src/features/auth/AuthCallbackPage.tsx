import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { Spinner } from "../../lib/ui/Spinner";
import { DarkPage } from "../../lib/ui/DarkPage";
import { usePageTitle } from "../../lib/usePageTitle";
import styled from "styled-components";

const Column = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 20px;
  padding-top: 10vh;
  text-align: center;
`;

/** Where the hosted sign-in returns. It always ends on / with history replaced, even on failure. */
export default function AuthCallbackPage() {
  usePageTitle("Signing in");
  const navigate = useNavigate();
  useEffect(() => {
    // The code exchange is added with the identity service (sign-in issue).
    const id = window.setTimeout(() => navigate("/", { replace: true }), 300);
    return () => window.clearTimeout(id);
  }, [navigate]);

  return (
    <DarkPage>
      <Column>
        <Spinner light size={48} label="Completing sign in" />
        <h1>Completing sign in...</h1>
      </Column>
    </DarkPage>
  );
}
