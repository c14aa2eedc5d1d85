/// The sentence a node of a type FormRender cannot draw is named with: the JsonUI tool chain's own
/// (unknown_component_type_vectors.json), so a team sees the words its other tools print. Type names
/// are case-sensitive; only a spelling that differs from a known one by case alone is offered it.
public enum UnknownComponentType {
    public static func message(written: String, known: [String]) -> String {
        let sentence = "Unknown component type '\(written)'"
        guard !known.contains(written), let meant = known.first(where: { $0.lowercased() == written.lowercased() }) else { return sentence }
        return sentence + " — did you mean '\(meant)'? Type names are case-sensitive."
    }
}
