import FormModel
import FormSupport

/// `@{...}` templates: any text parses, what cannot be read being a problem whose column lies inside
/// its text (or just past it), and evaluates without trapping against data that has names of every kind.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let template = ViewTemplate.parse(text)
    _ = template.evaluate(in: scope).description
    _ = template.ruleViolations
    for case .expression(let expression) in template.segments {
        precondition(expression.source.unicodeScalars.count <= ViewExpression.maxLength || expression.root == .literal(.null))
        _ = expression.root.description
    }
    for problem in template.problems {
        let error = problem.error
        precondition(error.column >= 1 && error.column <= error.expression.unicodeScalars.count + 1,
                     "column \(error.column) is outside \(error.expression.unicodeScalars.count) characters")
        _ = problem.description
    }
    return 0
}

let scope = ViewScope([
    "a": .number(1), "b": .number(0), "s": .string("text"), "t": .bool(true), "n": .null, "c": .colour("#FF0000"),
    "list": .array([.number(1), .string("x"), .null]),
    "user": .object(ViewObject([("name", .string("Ada")), ("tags", .array([.string("x")]))])),
])
