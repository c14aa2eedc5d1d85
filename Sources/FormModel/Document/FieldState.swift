/// The state a field is drawn in (the field seed's states): active (the highlight visible), in error
/// (with its message under the field), and, for pickers and dates, open (the panel showing).
public struct FieldState: Equatable, Sendable {
    public var isActive: Bool
    public var error: String?
    public var isOpen: Bool

    public init(isActive: Bool = false, error: String? = nil, isOpen: Bool = false) {
        self.isActive = isActive
        self.error = error
        self.isOpen = isOpen
    }
}
