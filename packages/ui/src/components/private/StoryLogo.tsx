/* A stand-in logo for stories: the real one belongs to the operator's app. */
export function StoryLogo() {
  return (
    <span style={{ fontFamily: "'Cinzel Variable', serif", fontWeight: 700, fontSize: 20, color: '#f2c14e' }}>
      Casino
    </span>
  );
}
