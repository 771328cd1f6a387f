"""Samplers turn next-token logits into tokens; the decoding loop is compiled once per sampler setting."""

import dataclasses
from functools import partial

import jax
import jax.numpy as jnp

from textgen import model


@dataclasses.dataclass(frozen=True)
class TopKSampler:
    k: int
    temperature: float

    def pick(self, logits, key):
        top_logits, top_ids = jax.lax.top_k(logits / self.temperature, self.k)
        choice = jax.random.categorical(key, top_logits, axis=-1)
        return jnp.take_along_axis(top_ids, choice[:, None], axis=-1)[:, 0]


def greedy_sampler():
    return TopKSampler(k=1, temperature=1.0)


@partial(jax.jit, static_argnames=("sampler", "prompt_len", "num_steps"))
def decode(params, tokens, key, sampler, prompt_len, num_steps):
    def body(carry, step_key):
        tokens, position = carry
        logits = model.apply(params, tokens)[:, position - 1]
        token = sampler.pick(logits, step_key)
        tokens = jax.lax.dynamic_update_slice_in_dim(tokens, token[:, None], position, axis=1)
        return (tokens, position + 1), token

    keys = jax.random.split(key, num_steps)
    (tokens, _), _ = jax.lax.scan(body, (tokens, prompt_len), keys)
    return tokens
