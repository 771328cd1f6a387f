from functools import partial

import jax
import jax.numpy as jnp

from model import forward


def _loop_body(params, state, model_config, top_p_config):
    step, tokens, key = state
    key, sub = jax.random.split(key)
    logits = forward(params, tokens[:, step - 1], model_config)
    probs = jax.nn.softmax(logits)
    sorted_probs = jnp.sort(probs, axis=-1)[:, ::-1]
    cutoff = jnp.take_along_axis(sorted_probs, jnp.argmax(jnp.cumsum(sorted_probs, -1) > top_p_config.top_p, -1)[:, None], -1)
    logits = jnp.where(probs < cutoff, -jnp.inf, logits)
    next_token = jax.random.categorical(sub, logits)
    return step + 1, tokens.at[:, step].set(next_token), key


@partial(jax.jit, static_argnames=("model_config", "top_p_config"))
def top_p(params, tokens, key, *, model_config, top_p_config):
    loop_body = lambda state: _loop_body(params, state, model_config, top_p_config)
    state = jax.lax.while_loop(lambda state: state[0] < top_p_config.max_length, loop_body, (1, tokens, key))
    return state[1]
