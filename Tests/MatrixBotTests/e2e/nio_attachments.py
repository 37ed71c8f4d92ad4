"""A Matrix user on matrix-nio who asks the bot for pictures and files in an encrypted chat.

Usage: nio_attachments.py HOMESERVER USER PASSWORD BOT BOT_DEVICE STORE_DIR IMAGES FILES COMMAND...

Logs in as a new device, creates a direct chat with the bot encrypted from its first event
(as Element does), waits for the bot to join and for its running device BOT_DEVICE's keys,
sends each COMMAND encrypted, and waits until the bot has sent IMAGES images and FILES files.
Each one's event is decrypted, its upload downloaded and decrypted with nio's
`decrypt_attachment`. Prints one JSON object: per image and per file, its name, the info the
event gives, the download's content type, whether the event had a plain `url`, the decrypted
size and, for images, whether the bytes start with PNG's signature, for files their text;
and the ids of the bot's events nio could not decrypt, and of its media sent with a plain URL.
"""

import asyncio
import io
import json
import sys
import time
import zipfile

from nio import AsyncClient, AsyncClientConfig, MegolmEvent, RoomEncryptedFile, RoomEncryptedImage
from nio import RoomMessageMedia
from nio.crypto.attachments import decrypt_attachment

from nio_party import open_direct_chat, send_text

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


async def read_attachment(client, event):
    """The event's upload, downloaded and decrypted, described for the test."""
    content = event.source.get("content", {})
    download = await client.download(mxc=event.url)
    assert hasattr(download, "body"), download
    plaintext = decrypt_attachment(download.body, event.key["k"], event.hashes["sha256"], event.iv)
    seen = {
        "name": content.get("filename") or content.get("body"),
        "info": content.get("info", {}),
        "content_type": download.content_type,
        "plain_url": "url" in content,
        "size": len(plaintext),
    }
    if isinstance(event, RoomEncryptedImage):
        seen["png"] = plaintext.startswith(PNG_SIGNATURE)
    elif seen["name"].endswith(".zip"):
        with zipfile.ZipFile(io.BytesIO(plaintext)) as archive:
            assert archive.testzip() is None
            seen["zip"] = {name: archive.read(name).decode("utf-8") for name in archive.namelist()}
    else:
        seen["text"] = plaintext.decode("utf-8", errors="replace")
    return seen


async def main():
    homeserver, user, password, bot, bot_device, store = sys.argv[1:7]
    images_wanted, files_wanted = int(sys.argv[7]), int(sys.argv[8])
    commands = sys.argv[9:]
    client = AsyncClient(
        homeserver, user, store_path=store, config=AsyncClientConfig(encryption_enabled=True)
    )
    try:
        room_id = await open_direct_chat(client, password, "attachments test", bot, bot_device)
        for command in commands:
            await send_text(client, room_id, command)
        media, undecryptable, plain = [], [], []
        deadline = time.monotonic() + 60
        while len([e for e in media if isinstance(e, RoomEncryptedImage)]) < images_wanted or len(
            [e for e in media if isinstance(e, RoomEncryptedFile)]
        ) < files_wanted:
            assert time.monotonic() < deadline, f"the bot's pictures and files did not all come: {media}"
            response = await client.sync(timeout=1000)
            joined = response.rooms.join.get(room_id) if hasattr(response, "rooms") else None
            for event in joined.timeline.events if joined else []:
                if event.sender != bot:
                    continue
                if isinstance(event, MegolmEvent):
                    undecryptable.append(event.event_id)
                elif isinstance(event, (RoomEncryptedImage, RoomEncryptedFile)):
                    media.append(event)
                elif isinstance(event, RoomMessageMedia):
                    plain.append(event.event_id)
        images = [await read_attachment(client, e) for e in media if isinstance(e, RoomEncryptedImage)]
        files = [await read_attachment(client, e) for e in media if isinstance(e, RoomEncryptedFile)]
        print(
            json.dumps(
                {"images": images, "files": files, "undecryptable": undecryptable, "plain": plain}
            )
        )
    finally:
        await client.close()


asyncio.run(main())
