"""A Matrix user on matrix-nio (vodozemac backend) for the bot's encryption tests.

Usage: nio_user.py HOMESERVER USER PASSWORD BOT BOT_DEVICE STORE_DIR

Logs in as a new device, creates a direct chat with the bot encrypted from its first event
(as Element does), waits for the bot to join and for its device BOT_DEVICE's keys (so that the
room key reaches the device the bot runs on, not only its account's older ones), sends "!start" encrypted, and waits for the
bot's answer to it. Prints one JSON object: the room, the id of the encrypted command, and
the bot's messages that answer it: each one's body, whether it came encrypted and nio
decrypted it, and whether it came encrypted and nio could not.
"""

import asyncio
import json
import sys
import time

from nio import AsyncClient, AsyncClientConfig, MegolmEvent

from nio_party import open_direct_chat, send_text


async def main():
    homeserver, user, password, bot, bot_device, store = sys.argv[1:7]
    client = AsyncClient(
        homeserver, user, store_path=store, config=AsyncClientConfig(encryption_enabled=True)
    )
    try:
        room_id = await open_direct_chat(client, password, "test", bot, bot_device)
        start_id = await send_text(client, room_id, "!start")
        answers = []

        def collect(response):
            joined = getattr(response, "rooms", None)
            timeline = joined.join.get(room_id) if joined else None
            for event in timeline.timeline.events if timeline else []:
                content = event.source.get("content", {})
                replied = content.get("m.relates_to", {}).get("m.in_reply_to", {}).get("event_id")
                if event.sender == bot and replied == start_id:
                    answers.append(
                        {
                            "body": getattr(event, "body", None),
                            "decrypted": bool(getattr(event, "decrypted", False)),
                            "undecryptable": isinstance(event, MegolmEvent),
                        }
                    )

        deadline = time.monotonic() + 60
        while not answers and time.monotonic() < deadline:
            collect(await client.sync(timeout=1000))
        # One more sync: a second answer to the same command would show here.
        collect(await client.sync(timeout=2000))
        print(json.dumps({"room_id": room_id, "command_id": start_id, "answers": answers}))
    finally:
        await client.close()


asyncio.run(main())
