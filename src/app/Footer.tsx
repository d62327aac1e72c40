import { t } from "@lingui/core/macro";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { CookieSettingsButton } from "../features/consent";
import { saveAccountLanguage } from "../features/auth";
import { siteConfig } from "../lib/config";
import { LanguageSelect } from "../lib/i18n/LanguageSelect";
import { FacebookIcon, SparkIcon, TikTokIcon, TwitterIcon } from "../lib/ui/icons";

const Wrapper = styled.footer`
  background: ${({ theme }) => theme.colors.primary};
  color: #e6ebf3;
  padding: 56px 16px 32px;
  a { color: #e6ebf3; text-decoration: none; }
  a:hover { text-decoration: underline; }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1.4fr repeat(3, 1fr);
  gap: 32px;
  width: min(1200px, 100%);
  margin: 0 auto;
  ${({ theme }) => theme.below.sm} { grid-template-columns: 1fr; gap: 24px; }
  h2 { font-size: 1rem; color: #fff; margin-bottom: 12px; }
  ul { list-style: none; padding: 0; margin: 0; }
  li { margin-bottom: 8px; }
`;

const Brand = styled.div`
  p { max-width: 320px; }
  strong { display: inline-flex; align-items: center; gap: 8px; font-size: 1.2rem; color: #fff; margin-bottom: 12px; }
  svg { color: ${({ theme }) => theme.colors.accent}; }
`;

const Social = styled.ul`
  display: flex;
  gap: 8px;
  a { display: inline-flex; width: 44px; height: 44px; align-items: center; justify-content: center; border-radius: 50%; }
  a:hover { background: rgba(255, 255, 255, 0.12); }
`;

const Bottom = styled.div`
  width: min(1200px, 100%);
  margin: 40px auto 0;
  padding-top: 24px;
  border-top: 1px solid rgba(255, 255, 255, 0.18);
  font-size: 0.9rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  p { margin: 0; }
  select { background: ${({ theme }) => theme.colors.primary}; color: #fff; border: 1px solid rgba(255, 255, 255, 0.5); }
`;

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Wrapper>
      <Grid>
        <Brand>
          <strong>
            <SparkIcon size={22} />
            Spark Decks
          </strong>
          <p>{t`Spark meaningful conversations and build deeper connections through thoughtfully curated questions.`}</p>
          <Social aria-label={t`Spark Decks on social media`}>
            <li>
              <a href={siteConfig.social.facebook} target="_blank" rel="noopener noreferrer" aria-label="Facebook">
                <FacebookIcon />
              </a>
            </li>
            <li>
              <a href={siteConfig.social.twitter} target="_blank" rel="noopener noreferrer" aria-label="Twitter">
                <TwitterIcon />
              </a>
            </li>
            <li>
              <a href={siteConfig.social.tiktok} target="_blank" rel="noopener noreferrer" aria-label="TikTok">
                <TikTokIcon />
              </a>
            </li>
          </Social>
        </Brand>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product">{t`Product`}</h2>
          <ul>
            <li><Link to="/decks">{t`Decks`}</Link></li>
            <li><Link to="/pricing">{t`Pricing`}</Link></li>
            <li><Link to="/about">{t`About`}</Link></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support">{t`Support`}</h2>
          <ul>
            <li><Link to="/faq">{t`FAQ`}</Link></li>
            <li><a href={`mailto:${siteConfig.contactEmail}`}>{t`Contact Us`}</a></li>
            <li><Link to="/feedback">{t`Submit Feedback`}</Link></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t`Legal`}</h2>
          <ul>
            <li><Link to="/privacy-policy">{t`Privacy Policy`}</Link></li>
            <li><Link to="/terms">{t`Terms of Service`}</Link></li>
            <li><Link to="/cookie-policy">{t`Cookie Policy`}</Link></li>
            <li><CookieSettingsButton /></li>
          </ul>
        </nav>
      </Grid>
      <Bottom>
        <p>{t`© ${year} Spark Decks. All rights reserved.`}</p>
        <LanguageSelect onChoose={saveAccountLanguage} />
      </Bottom>
    </Wrapper>
  );
}
