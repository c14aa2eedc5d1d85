import FormSupport
/// An app's own component type mapped to a layout of the project's (`formrender.json`:
/// `"viewTrees": {"components": {"CodeBlock": "components/code_block"}}`): the layout is drawn in its
/// place as an include is, its attributes given to the layout as data (`@{code}`), and the ones
/// that place a view (size, margins, visibility, weight, alignment) laid over the layout's root.
extension ViewResolver.Walk {
    static let placingKeys: Set<String> = [
        "id", "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "weight", "widthWeight", "heightWeight",
        "margins", "margin", "topMargin", "bottomMargin", "leftMargin", "rightMargin", "startMargin", "endMargin",
        "marginTop", "marginBottom", "marginLeft", "marginRight", "marginStart", "marginEnd", "visibility", "hidden", "alpha", "opacity",
        "alignTop", "alignBottom", "alignLeft", "alignRight", "centerVertical", "centerHorizontal", "centerInParent",
        "alignTopOfView", "alignBottomOfView", "alignLeftOfView", "alignRightOfView", "alignTopView", "alignBottomView",
        "alignLeftView", "alignRightView", "alignCenterVerticalView", "alignCenterHorizontalView",
    ]

    mutating func mappedComponent(_ spec: ViewSpec, layout: String, in file: ViewFile, path: String, scope: ViewScope, chain: [String],
                                  prefix: String, outer: [ViewResolver.Evaluated]) throws -> ViewNode? {
        var include = spec
        include.type = nil
        include.include = BoundNode(.literal(.string(layout)), at: spec.typePosition ?? spec.position)
        include.includeData = spec.includeData + spec.attributes.filter { !Self.placingKeys.contains($0.key) && $0.key != "style" }
            .map { BoundMember(key: $0.key, node: $0.node) }
        include.attributes = spec.attributes.filter { Self.placingKeys.contains($0.key) }
        if !spec.children.isEmpty {
            warnings.add("a '\(spec.type ?? "")' drawn from '\(layout)' shows that layout; its own \(spec.children.count) child view\(spec.children.count == 1 ? " is" : "s are") not drawn",
                         at: SourceLocation(file: display(path), position: spec.position))
            include.children = []
        }
        return try self.include(include, in: file, path: path, scope: scope, chain: chain, prefix: prefix, outer: outer)
    }
}
