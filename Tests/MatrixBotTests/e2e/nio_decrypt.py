"""Decrypts an attachment as a matrix-nio client does.

Usage: nio_decrypt.py CIPHERTEXT_FILE ENCRYPTED_FILE_JSON

Reads the uploaded bytes from CIPHERTEXT_FILE and the event's `file` object (an
`EncryptedFile`) from ENCRYPTED_FILE_JSON, checks its format as Element and nio expect it,
decrypts with nio's `decrypt_attachment` (which checks the SHA-256 first) and prints one JSON
object: the plaintext in base64, or the error nio refused the attachment with.
"""

import base64
import json
import sys

from nio.crypto.attachments import decrypt_attachment
from nio.exceptions import EncryptionError


def main():
    with open(sys.argv[1], "rb") as handle:
        ciphertext = handle.read()
    file = json.loads(sys.argv[2])
    key = file["key"]
    assert file["v"] == "v2", file
    assert key["kty"] == "oct" and key["alg"] == "A256CTR" and key["ext"] is True, key
    assert sorted(key["key_ops"]) == ["decrypt", "encrypt"], key
    assert file["url"].startswith("mxc://"), file
    try:
        plaintext = decrypt_attachment(ciphertext, key["k"], file["hashes"]["sha256"], file["iv"])
    except EncryptionError as error:
        print(json.dumps({"error": str(error)}))
        return
    print(json.dumps({"plaintext": base64.b64encode(plaintext).decode()}))


main()
