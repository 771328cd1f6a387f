from typing import NamedTuple

import jax
import jax.numpy as jnp


class BeamState(NamedTuple):
    tokens: jax.Array      # (beam, max_len)
    scores: jax.Array      # (beam,)
    position: jax.Array


class BeamSearcher:
    def __init__(self, decoder, beam_size, max_len):
        self.decoder = decoder
        self.beam_size = beam_size
        self.max_len = max_len
        self.search = jax.jit(self._search)

    def initial_state(self):
        tokens = jnp.zeros((self.beam_size, self.max_len), jnp.int32).at[:, 0].set(self.decoder.bos())
        scores = jnp.full((self.beam_size,), -jnp.inf).at[0].set(0.0)
        return BeamState(tokens, scores, jnp.int32(1))

    def step(self, params, state):
        last = state.tokens[:, state.position - 1]
        candidates = state.scores[:, None] + self.decoder.next_log_probs(params, last)
        flat = candidates.reshape(-1)
        best = jnp.argpartition(flat, -self.beam_size)[-self.beam_size:]
        beam_index, token = jnp.divmod(best, self.decoder.vocab_size)
        tokens = state.tokens[beam_index].at[:, state.position].set(token)
        return BeamState(tokens, flat[best], state.position + 1)

    def _search(self, params):
        def body(state, _):
            return self.step(params, state), None

        final, _ = jax.lax.scan(body, self.initial_state(), None, length=self.max_len - 1)
        return final.tokens, final.scores
