/// Turns a field id into a label a person would write: `postalCode` → "Postal Code",
/// `first_name` → "First Name", `homeURL` → "Home URL".
public func readableLabel(fromID id: String) -> String {
    var words: [String] = []
    var current = ""
    let characters = Array(id)
    for (index, character) in characters.enumerated() {
        if character == "_" || character == "-" || character == " " || character == "." {
            if !current.isEmpty { words.append(current) }
            current = ""
            continue
        }
        let previous = index > 0 ? characters[index - 1] : nil
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let startsWord = character.isUppercase && !current.isEmpty
            && (previous?.isLowercase == true || previous?.isNumber == true || next?.isLowercase == true)
        let startsNumber = character.isNumber && previous.map { !$0.isNumber } == true && !current.isEmpty
        if startsWord || startsNumber {
            words.append(current)
            current = ""
        }
        current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
}
