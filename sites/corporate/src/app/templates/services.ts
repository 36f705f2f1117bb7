// Registers the services features' template screens (imported for its effect by CatchAllRoute).
// Use React.lazy so each screen stays in its own chunk.
export {};
