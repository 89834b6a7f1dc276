/// The identity of the main actor, which ``Store/dispatch(_:from:)`` compares with the caller's
/// isolation to tell whether the caller runs on the main actor.
///
/// Comparing identities reads no reference: `isolation === MainActor.shared` would retain and
/// release the main actor on every dispatch. `MainActor.shared` is one object for the life of the
/// process, so its identity never changes.
@usableFromInline
let mainActorIdentity = ObjectIdentifier(MainActor.shared)
