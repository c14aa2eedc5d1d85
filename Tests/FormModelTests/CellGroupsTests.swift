import Expectations
import Testing
import FormModel

/// The `cells` hint: groups of character cells with gaps or marks between them.
@Suite struct CellGroupsTests {
    func parsed(_ text: String) -> CellGroups? {
        if case .success(let groups) = CellGroups.parse(text) { return groups }
        return nil
    }

    func problem(_ text: String) -> String? {
        if case .failure(let error) = CellGroups.parse(text) { return error.description }
        return nil
    }

    @Test func groupsGapsAndMarks() {
        expectEqual(parsed("4 4 4 4 4 4 2"), CellGroups(sizes: [4, 4, 4, 4, 4, 4, 2], separators: Array(repeating: nil, count: 6)))
        expectEqual(parsed("3-2-4"), CellGroups(sizes: [3, 2, 4], separators: ["-", "-"]))
        expectEqual(parsed("2 . 2 . 4"), CellGroups(sizes: [2, 2, 4], separators: [".", "."]), "spaces around a mark are the mark")
        expectEqual(parsed(" 34 "), CellGroups(sizes: [34], separators: []))
        expectEqual(parsed("64")?.count, 64)
        expectEqual(parsed("3/3"), CellGroups(sizes: [3, 3], separators: ["/"]))
    }

    @Test func badSpellingsSayWhatIsExpected() {
        expectEqual(problem("65"), "'65': 65 cells; at most 64 are printed in cells")
        expectEqual(problem("40 40"), "'40 40': 80 cells; at most 64 are printed in cells")
        expectEqual(problem("1000"), "'1000': a group of more than 64 cells")
        expectEqual(problem("4 0 4"), "'4 0 4': a group of 0 cells")
        for text in ["", "-4", "4-", "four", "4 x 4", "4--4", "4 -/ 4"] {
            expect(problem(text) != nil, "'\(text)' is refused")
        }
    }

    @Test func aValuesOwnSpacesAndMarksAreNotCharacters() throws {
        let iban = try require(parsed("4 4 4 4 4 2"))
        expectEqual(String(iban.characters(of: "DE89 3704 0044 0532 0130 00")), "DE89370400440532013000")
        let ssn = try require(parsed("3-2-4"))
        expectEqual(String(ssn.characters(of: "123-45-6789")), "123456789")
        expectEqual(String(ssn.characters(of: "123456789")), "123456789")
    }
}
