/// The objects an incremental update writes, numbered on from the original's `/Size`, and the update
/// itself: the objects, a cross-reference section for exactly them, and a trailer chained to the old one.
struct ObjectTable {
    private(set) var next: Int
    private var bodies: [Int: String] = [:]
    private var order: [Int] = []

    init(next: Int) {
        self.next = next
    }

    /// A number for an object written later with `set`.
    mutating func reserve() -> Int {
        defer { next += 1 }
        return next
    }

    mutating func add(_ body: String) -> Int {
        let number = reserve()
        set(number, body)
        return number
    }

    mutating func addStream(_ dictionaryOpen: String, _ content: String) -> Int {
        add("\(dictionaryOpen) /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream")
    }

    /// Writes object `number` (a new one, or a new version of an original one).
    mutating func set(_ number: Int, _ body: String) {
        if bodies[number] == nil { order.append(number) }
        bodies[number] = body
    }

    func appendUpdate(to file: PDFFile, root: Int) -> [UInt8] {
        var out = file.bytes
        if out.last != 0x0A { out.append(0x0A) }
        var offsets: [(Int, Int)] = []
        for number in order {
            guard let body = bodies[number] else { continue }
            offsets.append((number, out.count))
            out.append(contentsOf: Array("\(number) 0 obj\n\(body)\nendobj\n".utf8))
        }
        let xref = out.count
        var table = "xref\n"
        for (number, offset) in offsets.sorted(by: { $0.0 < $1.0 }) {
            let digits = String(offset)
            table += "\(number) 1\n" + String(repeating: "0", count: max(0, 10 - digits.count)) + digits + " 00000 n \n"
        }
        let info = file.info.map { " /Info \($0) 0 R" } ?? ""
        table += "trailer\n<< /Size \(next) /Root \(root) 0 R\(info) /Prev \(file.startXref) >>\nstartxref\n\(xref)\n%%EOF\n"
        out.append(contentsOf: Array(table.utf8))
        return out
    }
}
