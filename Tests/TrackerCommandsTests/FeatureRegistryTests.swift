import Testing
import TrackerCore

@testable import TrackerCommands

/// The one list of features, which the parser, help, menus and buttons are derived from.
struct FeatureRegistryTests {
    /// The wire codes of one feature's buttons.
    private func codes<Button: FeatureButton>(of type: Button.Type) -> [String] {
        Button.Code.allCases.map(\.rawValue)
    }

    @Test func everyRegisteredButtonCodeDecodesAndNoTwoFeaturesShareOne() {
        let registered = Features.all.compactMap { $0.buttons }.flatMap { codes(of: $0) }
        #expect(Set(registered).count == registered.count)
        #expect(Set(registered) == Set(ButtonCodecPropertyTests.codes))
    }

    @Test func theCatalogIsTheFeaturesCommandsInTheirOrder() {
        let names = Features.all.flatMap { $0.commands.map(\.name) }
        #expect(CommandCatalog.commands.map(\.name) == names)
        #expect(names.prefix(3) == ["start", "help", "challenge"], "groups' commands come first in help")
    }

    @Test func everyHelpTopicACommandNamesIsRegisteredOnce() {
        let topics = Features.all.flatMap { $0.topics }
        #expect(Set(topics.map(\.name)).count == topics.count)
        #expect(Set(topics.map(\.rank)).count == topics.count)
        for command in CommandCatalog.commands {
            for topic in command.help.compactMap(\.topic) {
                #expect(topics.contains(topic), "/\(command.name) has lines on \(topic.name)")
            }
        }
    }

}
