import jax.numpy as jnp

from chatserve.decoding import greedy_search

MAX_LENGTH = 12
EOS_TOKEN_ID = 1


class ChatServer:
    def __init__(self, params):
        self.params = params

    def handle(self, prompt_ids):
        return greedy_search(self.params, jnp.asarray(prompt_ids)[None], max_length=MAX_LENGTH,
                             eos_token_id=EOS_TOKEN_ID)[0]
