import jax
import jax.numpy as jnp

from .cache import KVCache


def greedy_generate(model, params, prompt, num_new, max_len=64):
    step = jax.jit(model.decode_step)
    cache = KVCache.empty(max_len, model.d_model)
    for token in prompt:
        cache, logits = step(params, cache, token)
    generated = []
    for _ in range(num_new):
        token = jnp.argmax(logits).astype(jnp.int32)
        generated.append(int(token))
        cache, logits = step(params, cache, token)
    return generated, logits
