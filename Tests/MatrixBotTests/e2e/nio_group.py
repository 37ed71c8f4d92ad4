"""Three Matrix users on matrix-nio (vodozemac backend) in an encrypted group with the bot.

Usage: nio_group.py HOMESERVER BOT BOT_DEVICE STORE_DIR ALICE ALICE_PW BOB BOB_PW CAROL CAROL_PW

Alice creates a private room encrypted from its first event (as Element creates a group, not
a direct chat) and invites bob, carol and the bot. Each of them sends a group command
encrypted and reads the bot's answer. Then alice logs in a second device, and bob asks for the
board: the new device must read the answer. Then carol leaves and alice asks for the board
again: that answer must come in a new Megolm session whose key carol's device never got.
Then alice invites carol back and asks for the board before carol joins: once carol joins,
her device must read that answer, as Element's members read what was said while they were
invited.

Prints one JSON object: "answers" (one per command: who sent it, the text, and the bot's
answers to it as that user's device saw them: body, Megolm session, decrypted or not),
"new_device" (the answer to bob's board as alice's second device saw it, and how many of the
bot's earlier messages that device could read), "after_leave" (the answer after carol left,
its session, whether carol's device holds that session's key), "invited" (the answer sent
while carol was invited, as her device saw it after joining) and "undecryptable" (the bot's
messages any device saw but could not decrypt, from its login on, but for the answer sent
while carol was out of the room).
"""

import asyncio
import json
import sys

from nio import JoinResponse, RoomInviteResponse, RoomLeaveResponse

from nio_party import create_encrypted_room, knows_bot, login, say, until


async def main():
    homeserver, bot, bot_device, store = sys.argv[1:5]
    accounts = sys.argv[5:11]
    alice, bob, carol = [
        await login(homeserver, accounts[2 * i], accounts[2 * i + 1], store, name)
        for i, name in enumerate(["alice", "bob", "carol"])
    ]
    parties = [alice, bob, carol]
    try:
        room_id = await create_encrypted_room(
            alice.client, [bob.client.user_id, carol.client.user_id, bot], name="Readers"
        )
        for party in (bob, carol):
            joined = await party.client.join(room_id)
            assert isinstance(joined, JoinResponse), joined

        def everyone_in_room():
            for party in parties:
                room = party.client.rooms.get(room_id)
                if room is None or any(
                    user not in room.users or user in room.invited_users
                    for user in [bot, alice.client.user_id, bob.client.user_id, carol.client.user_id]
                ):
                    return False
            return True

        await until(everyone_in_room, "not everyone joined", parties, room_id, bot)
        for party in parties:
            await knows_bot(party, bot, bot_device, room_id)

        answers = []

        async def command(party, text, readers):
            command_id = await say(party, room_id, text)
            await until(
                lambda: all(reader.answers(command_id) for reader in readers),
                f"no answer to {party.name}'s {text}",
                parties,
                room_id,
                bot,
            )
            answers.append(
                {"user": party.name, "text": text, "answers": party.answers(command_id)}
            )
            return command_id

        await command(alice, "!challenge Read for 21 days", [alice])
        await command(bob, "!join", [bob])
        await command(carol, "!join", [carol])
        await command(carol, "!check", [carol])
        await command(bob, "!board", [bob])

        # Alice's second device: from its login on, the bot's messages reach it.
        second = await login(homeserver, accounts[0], accounts[1], store, "alice-second", room_id, bot)
        earlier = second.seen
        second.seen = []
        parties.append(second)
        await knows_bot(second, bot, bot_device, room_id)
        board = await command(bob, "!board", [bob, second])
        new_device = {
            "answers": second.answers(board),
            "earlier_decrypted": len([event for event in earlier if event["decrypted"]]),
            "earlier": len(earlier),
        }

        # Carol leaves: the bot's next message is in a session she never got the key of.
        left = await carol.client.room_leave(room_id)
        assert isinstance(left, RoomLeaveResponse), left
        parties.remove(carol)
        last = await command(alice, "!board", [alice, bob, second])
        # Carol's device keeps syncing: a room key sent to it would arrive now.
        for _ in range(3):
            await carol.sync(room_id, bot, timeout=1000)
        after = alice.answers(last)
        kept_by_carol = [
            carol.client.olm.inbound_group_store.get(room_id, event["sender_key"], event["session"])
            is not None
            for event in after
            if event["session"] and event["sender_key"]
        ]
        # Carol is invited back; the board alice asks for before carol joins reaches her device.
        invited = await alice.client.room_invite(room_id, carol.client.user_id)
        assert isinstance(invited, RoomInviteResponse), invited
        asked = await say(alice, room_id, "!board")
        await until(lambda: alice.answers(asked), "no answer while carol was invited", parties, room_id, bot)
        rejoined = await carol.client.join(room_id)
        assert isinstance(rejoined, JoinResponse), rejoined
        await until(
            lambda: carol.answers(asked),
            "carol did not see the answer sent while she was invited",
            parties + [carol],
            room_id,
            bot,
        )
        # Back in the room, carol's device sees the answer sent while she was out, which it was
        # never meant to read; every other message of the bot it must read.
        while_out = {event["event_id"] for event in after}
        # One more round: a second answer to any command would show now.
        await asyncio.gather(*(party.sync(room_id, bot, timeout=1000) for party in parties))
        print(
            json.dumps(
                {
                    "room_id": room_id,
                    "answers": answers,
                    "new_device": new_device,
                    "after_leave": {
                        "answers": after,
                        "bob": bob.answers(last),
                        "second": second.answers(last),
                        "carol_has_key": any(kept_by_carol),
                    },
                    "invited": {"answers": carol.answers(asked)},
                    "undecryptable": [
                        {"device": party.name, **event}
                        for party in parties + [carol]
                        for event in party.seen
                        if event["undecryptable"]
                        and not (party is carol and event["event_id"] in while_out)
                    ],
                }
            )
        )
    finally:
        for party in {id(party): party for party in parties + [carol]}.values():
            await party.client.close()


asyncio.run(main())
