import { t } from "@lingui/core/macro";
import styled from "styled-components";
import type { PassState } from "../../../shared/api-types";
import { CheckIcon } from "../../lib/ui/icons";
import { ManageSubscriptionButton } from "../billing";

const Held = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  margin: 0 0 12px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.secondary};
`;

/** Instead of the plan button, for someone who has the pass: 'You have All-Access' and the portal. */
export function AllAccessHeld({ pass }: { pass: PassState }) {
  return (
    <div>
      <Held>
        <CheckIcon size={20} />
        {t`You have All-Access`}
      </Held>
      {/* A pass granted by support has no subscription to manage. */}
      {pass.plan && <ManageSubscriptionButton block />}
    </div>
  );
}
