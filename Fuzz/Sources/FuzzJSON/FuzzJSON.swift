import BoxTree
import FormModel
import FormSupport

/// The JSON reader: any bytes either parse or throw a `JSONSyntaxError`; a parsed tree is walked and
/// checked (positions from 1, unique keys, finite numbers). The same tree is read as a layout dump
/// (the model the layout diff reads references with): it is refused with a located error, or printed,
/// and what is printed reads back and prints the same again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let limits = JSONLimits(maxBytes: 1 << 20, maxDepth: 64)
    guard let root = try? JSONParser.parse(bytes, limits: limits) else { return 0 }
    var nodes = 0
    walk(root, depth: 0, nodes: &nodes)
    do {
        let dump = try JSONNodeDecoder.decode(LayoutDump.self, from: root)
        let text = LayoutJSON.text(dump)
        let again = LayoutJSON.text(try LayoutJSON.decode(text))
        precondition(again == text, "a printed layout dump does not print back the same")
    } catch let error as JSONSyntaxError {
        precondition(error.position.line >= 1 && error.position.column >= 1, "an error at \(error.position)")
    } catch {
        preconditionFailure("a layout dump was refused without a position: \(error)")
    }
    return 0
}

func walk(_ node: JSONNode, depth: Int, nodes: inout Int) {
    nodes += 1
    precondition(node.position.line >= 1 && node.position.column >= 1, "position \(node.position) is not 1-based")
    precondition(depth <= 65, "depth \(depth) is past the limit")
    _ = node.value.kindName
    _ = node.value.shortDescription
    switch node.value {
    case .object(let object):
        var seen = Set<String>()
        for member in object.members {
            precondition(seen.insert(member.key).inserted, "duplicate key '\(member.key)' was accepted")
            precondition(member.keyPosition.line >= 1 && member.keyPosition.column >= 1)
            precondition(object[member.key] == member.value)
            walk(member.value, depth: depth + 1, nodes: &nodes)
        }
    case .array(let items):
        for item in items { walk(item, depth: depth + 1, nodes: &nodes) }
    case .number(let number):
        precondition(number.value.isFinite, "number \(number.text) parsed as \(number.value)")
        _ = number.intValue
    case .string(let text):
        _ = text.count
    case .bool, .null:
        break
    }
}
