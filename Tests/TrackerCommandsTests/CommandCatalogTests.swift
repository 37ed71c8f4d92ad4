import Testing
import TrackerCore

@testable import TrackerCommands

/// The declarations every command's parser, help and menus are built from.
@Suite struct CommandCatalogTests {
    let parser = CommandParser(today: LocalDate(iso: "2026-11-21")!)

    @Test func everySpellingBelongsToOneCommand() {
        let spellings = CommandCatalog.commands.flatMap(\.spellings)
        #expect(Set(spellings).count == spellings.count)
        for spelling in spellings {
            #expect(spelling == spelling.lowercased() && !spelling.contains(" "), "\(spelling)")
        }
    }

    @Test func everyDeclaredSpellingParses() {
        for spelling in CommandCatalog.commands.flatMap(\.spellings) {
            do {
                _ = try parser.parse("/\(spelling)")
            } catch {
                #expect(!error.message.plain.hasPrefix("I don't know"), "/\(spelling)")
            }
        }
    }

    @Test func aGroupsHelpListsExactlyTheCommandsOfferedInGroups() {
        let help = HelpReplies.groupHelp(Localizer(.english)).text.plain
        for command in CommandCatalog.commands {
            switch command.place {
            case .group: #expect(help.contains("/\(command.name)"), "/\(command.name)")
            case .privateChat: #expect(!command.help.contains { $0.topic == .groups }, "/\(command.name)")
            case .anywhere: break
            }
        }
        #expect(!help.contains("/goal") && !help.contains("/todo") && !help.contains("/timezone"))
    }

    @Test func everyTopicHasAPageAndIsOnTheOverview() {
        let overview = HelpReplies.help(topic: nil, Localizer(.english)).text.plain
        for topic in CommandCatalog.topics {
            #expect(overview.contains(topic.overview.plain), "\(topic.name)")
            let page = HelpReplies.help(topic: topic.name, Localizer(.english)).text.plain
            #expect(page.hasPrefix(topic.title + "\n"), "\(topic.name)")
            for word in topic.words {
                #expect(HelpReplies.help(topic: word, Localizer(.english)).text.plain == page, "\(word)")
            }
        }
        #expect(overview.contains("/tip"))
        let unknown = HelpReplies.help(topic: "nothing", Localizer(.english)).text.plain
        #expect(
            unknown.hasSuffix("Topics: goals, habits, todos, routines, views, settings, data, groups, dates.")
        )
    }

    @Test func aCommandsNameOpensThePageThatExplainsIt() {
        for command in CommandCatalog.commands {
            guard let topic = command.help.compactMap(\.topic).first else { continue }
            let page = HelpReplies.help(topic: command.name, Localizer(.english)).text.plain
            #expect(page.hasPrefix(topic.title + "\n"), "/\(command.name)")
        }
        #expect(HelpReplies.help(topic: "/pause", Localizer(.english)).text.plain.hasPrefix("Settings\n"))
    }

    @Test func menusListCommandsOfferedInTheirChats() {
        #expect(
            CommandMenu.privateChats.map(\.name) == ["today", "check", "habits", "goals", "todos", "help"])
        #expect(
            CommandMenu.groups.map(\.name)
                == ["check", "challenge", "join", "board", "nudgeme", "leave", "group", "help"])
        for (place, menu) in [
            (ChatPlace.privateChat, CommandMenu.privateChats), (.group, CommandMenu.groups),
        ] {
            for entry in menu {
                let command = CommandCatalog.command(named: entry.name)
                #expect(command?.place == place || command?.place == .anywhere, "/\(entry.name)")
                // Telegram's rules for a menu entry.
                #expect(
                    entry.name.count <= 32
                        && entry.name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
                #expect((1...256).contains(entry.description.count))
            }
        }
    }

    @Test func actionsAreAcceptedWhereTheirCommandsAreOffered() {
        for command in CommandCatalog.commands {
            guard let action = try? parser.parse("/\(command.name)") else { continue }
            let place = action.traits.place
            #expect(
                place == command.place || place == .anywhere || command.place == .anywhere, "/\(command.name)"
            )
        }
    }
}
