// Colours used outside React too (the web app manifest, the HTML theme-color).
export const themeColors = {
  /** Primary navy. */
  primary: "#14213D",
  primaryLight: "#1F3A68",
  /** Secondary deep teal. */
  secondary: "#0B6E6E",
  secondaryLight: "#13908F",
  background: "#F7F8FB",
  surface: "#FFFFFF",
  text: "#1A2233",
  textMuted: "#4A5568",
  border: "#DDE2EA",
  accent: "#F2A541",
  danger: "#B3261E",
  success: "#1E7B4F",
} as const;
