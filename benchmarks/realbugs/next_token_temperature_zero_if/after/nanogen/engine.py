import functools

import jax
import jax.numpy as jnp

from nanogen.sampling import pick_token


@functools.partial(jax.jit, static_argnames=("model", "compute_dtype"))
def next_token(model, params, window_tokens, temperature, key, compute_dtype):
    logits = model.forward(params, window_tokens, compute_dtype)
    return pick_token(logits, temperature, key)


def generate(model, params, prompt, max_tokens, temperature, key, compute_dtype=jnp.float32):
    tokens = list(prompt)
    for step_key in jax.random.split(key, max_tokens):
        window = jnp.asarray(tokens[-model.window:], jnp.int32)[None, :]
        token = next_token(model, params, window, temperature, step_key, compute_dtype=compute_dtype)
        tokens.append(int(token[0]))
    return tokens[len(prompt):]
