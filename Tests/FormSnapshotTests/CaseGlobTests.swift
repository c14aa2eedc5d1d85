import Expectations
@testable import FormSnapshot
import Foundation
import Testing

/// Case globs match by character, in any Unicode normalisation, and as fnmatch does on ASCII.
@Suite struct CaseGlobTests {
    @Test func charactersNotBytes() {
        expect(CaseGlob.matches("Caf?-compact@2x", "Café-compact@2x"))
        expect(CaseGlob.matches("日本?-*", "日本語-compact@2x"))
        expect(CaseGlob.matches("[ée]tude*", "étude-regular@2x"))
        expect(!CaseGlob.matches("Caf?", "Caf"))
        // Emoji with modifiers are one character each.
        expect(CaseGlob.matches("?-compact", "👩🏽‍💻-compact"))
    }

    @Test func eitherNormalisationFormMatches() {
        let composed = "Caf\u{E9}-compact@2x", decomposed = "Cafe\u{301}-compact@2x"
        expect(CaseGlob.matches("Cafe\u{301}*", composed))
        expect(CaseGlob.matches("Caf\u{E9}*", decomposed))
    }

    /// On ASCII names it agrees with fnmatch, over patterns of every element.
    @Test func agreesWithFnmatchOnASCII() {
        let names = ["Login-compact@2x", "Login-error-regular@1x", "a", "", "x*y", "[b]", "Sign-up_2", "abc", "a-b", "zz", "a\\", "\\"]
        let patterns = ["*", "?", "Login*", "*-compact@2x", "*error*", "L?gin-*", "[LS]*", "[!L]*", "[a-c]*", "[]a]*", "a\\*", "x\\*y",
                        "*[0-9]", "[b]", "\\[b\\]", "**a**", "a*b*c", "[", "[a", "*-*-*", "???", "", "a\\", "\\", "*\\"]
        for pattern in patterns {
            for name in names {
                expectEqual(CaseGlob.matches(pattern, name), fnmatch(pattern, name, 0) == 0, "'\(pattern)' on '\(name)'")
            }
        }
    }

    /// Many stars against a long name that does not match: the last star is resumed, never every
    /// combination (which would not finish).
    @Test func manyStarsDoNotBacktrackEveryCombination() {
        let name = String(repeating: "a", count: 2000)
        expect(!CaseGlob.matches(String(repeating: "*a", count: 50) + "b", name))
        expect(CaseGlob.matches(String(repeating: "*a", count: 50) + "*", name))
    }
}
