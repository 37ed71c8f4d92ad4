"""A burst of encrypted commands from matrix-nio (vodozemac backend) to a bot that the test
kills and starts again meanwhile.

Usage: nio_burst.py HOMESERVER USER PASSWORD BOT BOT_DEVICE STORE_DIR COUNT

Logs in as a new device, creates a direct chat with the bot encrypted from its first event (as
Element does), waits for the bot to join and for its device BOT_DEVICE's keys, then sends
"!todo add item N" for N from 1 to COUNT, encrypted, without waiting in between, and waits
until every command has an answer: 60 s at most without a new one. Prints one JSON object:
"commands" (each one's text and the bot's answers to it: body, decrypted or not) and
"undecryptable" (the bot's messages in the room nio could not decrypt, such as one whose
Megolm index was used before).
"""

import asyncio
import json
import sys
import time

from nio_party import WAIT, create_encrypted_room, knows_bot, login, say, until


async def main():
    homeserver, user, password, bot, bot_device, store, count = sys.argv[1:8]
    alice = await login(homeserver, user, password, store, "burst")
    try:
        room_id = await create_encrypted_room(alice.client, [bot], direct=True)

        def bot_joined():
            room = alice.client.rooms.get(room_id)
            return room is not None and bot in room.users and bot not in room.invited_users

        await until(bot_joined, "the bot did not join", [alice], room_id, bot)
        await knows_bot(alice, bot, bot_device, room_id)
        texts = [f"!todo add item {number}" for number in range(1, int(count) + 1)]
        commands = [(text, await say(alice, room_id, text)) for text in texts]

        def answered():
            return len([1 for _, command_id in commands if alice.answers(command_id)])

        # The bot is killed and started again meanwhile: the wait ends 60 s after the last
        # answer (the test then finds the commands left without one).
        done, deadline = answered(), time.monotonic() + WAIT
        while done < len(commands) and time.monotonic() < deadline:
            await alice.sync(room_id, bot)
            if answered() > done:
                done, deadline = answered(), time.monotonic() + WAIT
        # A few more seconds: a second answer to any command would show now.
        end = time.monotonic() + 3
        while time.monotonic() < end:
            await alice.sync(room_id, bot, timeout=1000)
        print(
            json.dumps(
                {
                    "room_id": room_id,
                    "commands": [
                        {"text": text, "answers": alice.answers(command_id)}
                        for text, command_id in commands
                    ],
                    "undecryptable": [event for event in alice.seen if event["undecryptable"]],
                }
            )
        )
    finally:
        await alice.client.close()


asyncio.run(main())
