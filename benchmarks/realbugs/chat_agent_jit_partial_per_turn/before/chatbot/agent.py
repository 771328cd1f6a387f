import functools

import jax
import jax.numpy as jnp


class ChatAgent:
    """Answers each user turn greedily, one token at a time, with the whole conversation as context."""

    def __init__(self, model, params, pad_id=0):
        self.model = model
        self.params = params
        self.pad_id = pad_id
        self.history = []

    def _window(self):
        tokens = self.history[-self.model.context:]
        padded = tokens + [self.pad_id] * (self.model.context - len(tokens))
        return jnp.asarray(padded, dtype=jnp.int32), len(tokens)

    def respond(self, user_tokens, max_reply=4):
        self.history.extend(user_tokens)
        next_logits = jax.jit(functools.partial(self.model.next_token_logits, self.params))  # expect: JXL502
        reply = []
        for _ in range(max_reply):
            tokens, length = self._window()
            token = int(jnp.argmax(next_logits(tokens, length)))
            reply.append(token)
            self.history.append(token)
        return reply
