import { useEffect } from "react";

export function usePageTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = `${title} | Spark Decks`;
    else document.title = "Spark Decks";
  }, [title]);
}
