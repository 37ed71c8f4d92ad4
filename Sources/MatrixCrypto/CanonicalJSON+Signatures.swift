extension CanonicalJSON {
    /// The object with `signature` added under `signatures.<userID>.<keyID>`, keeping the
    /// signatures it has; any other value as it is.
    public func addingSignature(_ signature: String, userID: String, keyID: String) -> CanonicalJSON {
        guard case .object(var members) = self else { return self }
        var signatures: [String: CanonicalJSON] = [:]
        if case .object(let existing)? = members["signatures"] { signatures = existing }
        var ours: [String: CanonicalJSON] = [:]
        if case .object(let existing)? = signatures[userID] { ours = existing }
        ours[keyID] = .string(signature)
        signatures[userID] = .object(ours)
        members["signatures"] = .object(signatures)
        return .object(members)
    }
}
