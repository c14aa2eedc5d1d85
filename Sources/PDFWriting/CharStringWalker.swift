/// Walks a Type 2 charstring as a rasterizer would, far enough to know which subroutines it calls:
/// numbers on the stack (a call's operand is the last), stem hints counted for `hintmask`'s bytes.
struct CharStringWalker {
    let data: FontData
    let globals: [Range<Int>]
    let locals: [Range<Int>]
    private(set) var usedGlobal = Set<Int>()
    private(set) var usedLocal = Set<Int>()
    private var stack: [Double] = []
    private var stems = 0
    private var ended = false
    private var steps = 0

    init(data: FontData, globals: [Range<Int>], locals: [Range<Int>]) {
        self.data = data
        self.globals = globals
        self.locals = locals
    }

    static func bias(_ count: Int) -> Int { count < 1_240 ? 107 : count < 33_900 ? 1_131 : 32_768 }

    mutating func walk(_ range: Range<Int>, depth: Int = 0) throws {
        guard depth <= 10 else { throw FontData.Malformed(description: "a charstring nests subroutines more than 10 deep") }
        var at = range.lowerBound
        while at < range.upperBound, !ended {
            steps += 1
            guard steps < 1_000_000 else { throw FontData.Malformed(description: "a charstring runs too long") }
            let b0 = try data.u8(at)
            switch b0 {
            case 32...246: stack.append(Double(b0 - 139)); at += 1
            case 247...250: stack.append(Double((b0 - 247) * 256 + (try data.u8(at + 1)) + 108)); at += 2
            case 251...254: stack.append(Double(-(b0 - 251) * 256 - (try data.u8(at + 1)) - 108)); at += 2
            case 28: stack.append(Double(try data.i16(at + 1))); at += 3
            case 255: stack.append(Double(Int32(bitPattern: UInt32(try data.u32(at + 1)))) / 65_536); at += 5
            case 1, 3, 18, 23:
                stems += stack.count / 2
                stack.removeAll(keepingCapacity: true)
                at += 1
            case 19, 20:
                stems += stack.count / 2
                stack.removeAll(keepingCapacity: true)
                at += 1 + (stems + 7) / 8
            case 10, 29:
                at += 1
                guard let operand = stack.popLast() else { throw FontData.Malformed(description: "a subroutine call without its number") }
                let subrs = b0 == 10 ? locals : globals
                let number = Int(operand) + CharStringWalker.bias(subrs.count)
                guard number >= 0, number < subrs.count else { throw FontData.Malformed(description: "a call to subroutine \(number) of \(subrs.count)") }
                if b0 == 10 { usedLocal.insert(number) } else { usedGlobal.insert(number) }
                try walk(subrs[number], depth: depth + 1)
            case 11:
                return
            case 14:
                ended = true
                return
            case 12:
                stack.removeAll(keepingCapacity: true)
                at += 2
            default:
                stack.removeAll(keepingCapacity: true)
                at += 1
            }
        }
    }
}
