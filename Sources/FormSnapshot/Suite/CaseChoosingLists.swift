import FormSupport

/// The lists of `formrender.json` that choose which cases exist: `inputs`, `pages`, `widths`,
/// `variantWidths` and `scales` (at the top level and in overrides) and the matrix's dimensions. An
/// empty one chooses no cases, and then `verify` passes without checking them and `prune` deletes
/// their references: so, wherever it is written, an empty one is an error, never a way to say "none".
enum CaseChoosingLists {
    /// An error at `key` when `object` has it as an empty list.
    /// - Parameters:
    ///   - entry: what one entry is, for "list at least one …".
    ///   - omitted: what leaving the key out gives.
    static func refuseEmpty(_ key: String, in object: JSONObjectReader, entry: String, omitted: String) throws {
        guard let node = object.node(key), case .array(let items) = node.value, items.isEmpty else { return }
        throw FormError("'\(object.path(key))' is empty, so it would choose no cases (verify would pass without checking them and prune would delete their references); list at least one \(entry), or leave the key out for \(omitted)",
                        at: object.location(of: node, key: key))
    }
}
