import FormModel

/// `@{...}` templates and expressions: any text either parses or throws a `ViewExpressionError` whose
/// column lies inside the text (or just past it); a parsed template evaluates without trapping
/// against data that has names of every kind.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let template = try ViewTemplate.parse(text)
        _ = template.evaluate(in: scope).description
        for case .expression(let expression) in template.segments {
            precondition(expression.source.unicodeScalars.count <= ViewExpression.maxLength)
            _ = expression.root.description
        }
    } catch let error as ViewExpressionError {
        precondition(error.column >= 1 && error.column <= error.expression.unicodeScalars.count + 1,
                     "column \(error.column) is outside \(error.expression.unicodeScalars.count) characters")
        _ = error.description
    } catch {
        preconditionFailure("unexpected error \(error)")
    }
    return 0
}

let scope = ViewScope([
    "a": .number(1), "b": .number(0), "s": .string("text"), "t": .bool(true), "n": .null, "c": .colour("#FF0000"),
    "list": .array([.number(1), .string("x"), .null]),
    "user": .object(ViewObject([("name", .string("Ada")), ("tags", .array([.string("x")]))])),
])
