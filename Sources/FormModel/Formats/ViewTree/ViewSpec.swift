import FormSupport
/// A view as its file writes it, bindings parsed but not evaluated: what an include library keeps, so
/// a file included many times is read once.
public struct ViewSpec: Equatable, Sendable {
    public var position: SourcePosition
    /// Nil: a `View` (a node without a type, such as a root that only holds `data` and `child`).
    public var type: String?
    public var typePosition: SourcePosition?
    /// `include`: the path of another view-tree file, maybe bound (`@{cond ? 'a.json' : 'b.json'}`).
    public var include: BoundNode?
    /// An include's `shared_data`, evaluated in the including scope.
    public var sharedData: [BoundMember]
    /// An include's `variables` given as values (`{"title": "Home"}`), like `shared_data`.
    public var variableValues: [BoundMember]
    /// An include's `data` given as an object: values for the included file, over `shared_data`.
    public var includeData: [BoundMember]
    public var bindingID: BoundNode?
    /// Every other attribute, in file order.
    public var attributes: [ViewAttribute]
    public var children: [ViewSpec]

    public func attribute(_ key: String) -> ViewAttribute? {
        attributes.first { $0.key == key }
    }
}

/// One attribute as written: its key and where it stands, and its value.
public struct ViewAttribute: Equatable, Sendable {
    public var key: String
    public var keyPosition: SourcePosition
    public var node: BoundNode

    public init(key: String, keyPosition: SourcePosition, node: BoundNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.node = node
    }
}

/// A view-tree file: its data declarations, its variables, and its root view.
public struct ViewFile: Equatable, Sendable {
    public var path: String
    /// `data` declarations from anywhere in the file, in file order: the file's names and defaults.
    public var data: [DataDeclaration]
    /// `variables` declarations: names an include must be given (unless they have a default).
    public var variables: [DataDeclaration]
    public var root: ViewSpec
    /// Views in the file, for bounds on what includes expand to.
    public var viewCount: Int
    /// What reading it found that does not stop it rendering (see `ViewFileLibrary.takeWarnings`).
    public var warnings: [FormWarning] = []
    /// Said only under `--strict`: what matters to a device alone (a two-way binding it writes back).
    public var strictWarnings: [FormWarning] = []
}
