/**
 * The error mark of form messages, inline: importing it from ionicons would pull the shared icon
 * module (every icon the app uses) into the login screen's bundle.
 */
export function AlertIcon() {
  return (
    <svg className="alert-icon" viewBox="0 0 512 512" width="20" height="20" aria-hidden="true">
      <path
        d="M448 256c0-106-86-192-192-192S64 150 64 256s86 192 192 192 192-86 192-192z"
        fill="none"
        stroke="currentColor"
        strokeMiterlimit="10"
        strokeWidth="32"
      />
      <path
        d="M250.26 166.05L256 288l5.73-121.95a5.74 5.74 0 00-5.79-6h0a5.74 5.74 0 00-5.68 6z"
        fill="none"
        stroke="currentColor"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeWidth="32"
      />
      <path d="M256 367.91a20 20 0 1120-20 20 20 0 01-20 20z" fill="currentColor" />
    </svg>
  );
}
