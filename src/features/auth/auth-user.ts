/** The signed-in user as the page caches it (spec §3). */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  username: string;
  picture: string;
}
